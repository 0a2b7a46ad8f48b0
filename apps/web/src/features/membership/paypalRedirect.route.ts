// /paypalRedirect: PayPal's way back after the membership's billing agreement.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./PaypalRedirectPage')).PaypalRedirectPage,
  head: ({ site }) => ({ title: branded('PayPal', site), noindex: true }),
};
