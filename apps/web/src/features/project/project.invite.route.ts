// /projects/{id}/{slug}/invite: the public invite page.
import type { Screen } from '../../routes/screen';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectTabs')).InviteTab,
  head: projectHead,
};
