// /post and /post/{populateForm}: posting a project.
import type { Screen } from '../../routes/screen';
import { postProjectHead, prefetchPostProject } from './postProjectQuery';

export const screen: Screen = {
  Component: async () => (await import('./PostProjectPage')).PostProjectPage,
  prefetch: prefetchPostProject,
  head: postProjectHead,
};
