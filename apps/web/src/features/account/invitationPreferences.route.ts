// /invitation-preferences: which invitations to castings the voice actor takes.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./InvitationPreferencesPage')).InvitationPreferencesPage,
  head: ({ site }) => ({ title: branded('Invitation settings', site), noindex: true }),
};
