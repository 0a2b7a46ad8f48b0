// /projects/{id}/pay: a Secure Payment booking's payment (the client pays; both sides see its state).
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./PayPage')).PayPage,
  head: ({ site }) => ({ title: branded('Secure Payment', site), noindex: true }),
};
