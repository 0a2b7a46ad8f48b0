// /dashboard/invites and its aliases: a voice actor's invitations.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchInvitesInbox } from './invitesQuery';

export const screen: Screen = {
  Component: async () => (await import('./InvitesInboxPage')).InvitesInboxPage,
  prefetch: prefetchInvitesInbox,
  head: ({ site }) => ({ title: branded('Invitations', site), noindex: true }),
};
