// /plansRedirect: where a plan change lands (and the bank's 3-D Secure page returns, ?process_id=).
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./PlansRedirectPage')).PlansRedirectPage,
  head: ({ site }) => ({ title: branded('Membership', site), noindex: true }),
};
