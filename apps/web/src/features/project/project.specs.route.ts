// /projects/{id} and /projects/{id}/specs (and /pi, /ai, /mi): the project's specs and the owner's actions.
import type { Screen } from '../../routes/screen';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectTabs')).SpecsTab,
  head: projectHead,
};
