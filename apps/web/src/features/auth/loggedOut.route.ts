// /loggedOut: what a signed-out visitor sees.
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./LoggedOutPage')).LoggedOutPage,
};
