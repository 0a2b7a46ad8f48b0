// /edit/{projectId}: editing a posted project.
import type { Screen } from '../../routes/screen';
import { editProjectHead, prefetchEditProject } from './postProjectQuery';

export const screen: Screen = {
  Component: async () => (await import('./EditProjectPage')).EditProjectPage,
  prefetch: prefetchEditProject,
  head: editProjectHead,
};
