// /account: the signed-in user's name, picture, e-mail, roles, terms and account deletion.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./AccountPage')).AccountPage,
  head: ({ site }) => ({ title: branded('Your account', site), noindex: true }),
};
