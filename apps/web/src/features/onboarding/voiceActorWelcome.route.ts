// The onboarding of spec section 2 (features/onboarding): Welcome, voice actor.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./VoiceActorWelcomePage')).VoiceActorWelcomePage,
  head: ({ site }) => ({ title: branded('Welcome, voice actor', site), noindex: true }),
};
