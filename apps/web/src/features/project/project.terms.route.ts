// /projects/{id}/terms: the project's terms.
import type { Screen } from '../../routes/screen';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectTabs')).TermsTab,
  head: projectHead,
};
