// /projects/{id} and its tabs (with /pi, /ai, /mi): a project's page.
import type { Screen } from '../../routes/screen';
import { prefetchProject, projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectPage')).ProjectPage,
  prefetch: prefetchProject,
  head: projectHead,
};
