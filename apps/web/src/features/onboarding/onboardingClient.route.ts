// The onboarding of spec section 2 (features/onboarding): A few questions.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ClientOnboardingPage')).ClientOnboardingPage,
  head: ({ site }) => ({ title: branded('A few questions', site), noindex: true }),
};
