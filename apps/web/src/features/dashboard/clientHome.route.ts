// /dashboard/home: the client's home. Its data is the signed-in client's own: no prefetch.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ClientHomePage')).ClientHomePage,
  head: ({ site }) => ({ title: branded('Home', site), noindex: true }),
};
