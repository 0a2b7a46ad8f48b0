// /voice-actor/dashboard: the voice actor's home, with its visibility, activity and earnings tabs.
// Its data is the signed-in voice actor's own (their provider id is the session's): no prefetch.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./VoiceActorDashboardPage')).VoiceActorDashboardPage,
  head: ({ site }) => ({ title: branded('Your dashboard', site), noindex: true }),
};
