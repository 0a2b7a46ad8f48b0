// /payment_settings/{provider_id}: the admin view of a voice actor's payout settings.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./PaymentSettingsPage')).PaymentSettingsPage,
  head: ({ site }) => ({ title: branded('Payment settings', site), noindex: true }),
};
