// The onboarding of spec section 2 (features/onboarding): Your voice actor profile.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./VoiceActorQuizPage')).VoiceActorQuizPage,
  head: ({ site }) => ({ title: branded('Your voice actor profile', site), noindex: true }),
};
