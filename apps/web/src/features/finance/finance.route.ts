// /finance: the finance page (admin and finance roles): Secure Payment bookings by where their money
// is, the ledger's totals, release and refund.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./FinancePage')).FinancePage,
  head: ({ site }) => ({ title: branded('Finance', site), noindex: true }),
};
