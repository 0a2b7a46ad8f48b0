// /login and /signin: sign-in, sign-up and the sign-in links.
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./SignInPage')).SignInPage,
};
