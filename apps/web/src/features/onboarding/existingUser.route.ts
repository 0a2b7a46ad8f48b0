// The onboarding of spec section 2 (features/onboarding): Your account is ready.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ExistingUserPage')).ExistingUserPage,
  head: ({ site }) => ({ title: branded('Your account is ready', site), noindex: true }),
};
