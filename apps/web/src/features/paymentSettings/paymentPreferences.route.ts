// /payment-preferences/{hash_id?}: a voice actor's payout method, their Stripe onboarding and its status.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./PaymentPreferencesPage')).PaymentPreferencesPage,
  head: ({ site }) => ({ title: branded('Payment preferences', site), noindex: true }),
};
