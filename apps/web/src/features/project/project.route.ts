// /projects/{id} (and /pi, /ai, /mi): a project's page, the layout of its tabs (nested routes).
import type { Screen } from '../../routes/screen';
import { prefetchProject, projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectPage')).ProjectPage,
  prefetch: prefetchProject,
  head: projectHead,
};
