// /projects/{id}/interstitial: what comes next for the project.
import type { Screen } from '../../routes/screen';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectTabs')).InterstitialTab,
  head: projectHead,
};
