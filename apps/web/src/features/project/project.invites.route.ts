// /projects/{id}/invites: whom the project invited (its owners and admins).
import type { Screen } from '../../routes/screen';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectInvites')).InvitesTab,
  head: projectHead,
};
