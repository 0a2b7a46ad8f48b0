// The onboarding of spec section 2 (features/onboarding): Welcome.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./OnboardingPage')).OnboardingPage,
  head: ({ site }) => ({ title: branded('Welcome', site), noindex: true }),
};
