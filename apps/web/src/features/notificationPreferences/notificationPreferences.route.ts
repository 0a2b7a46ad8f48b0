// /notification-preferences: which e-mails the signed-in user gets.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./NotificationPreferencesPage')).NotificationPreferencesPage,
  head: ({ site }) => ({ title: branded('Notification preferences', site), noindex: true }),
};
