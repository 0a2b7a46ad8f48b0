// /voice-actor/{id} and its samples and demos, /vodb/{id}, the old /{idOrUsername}: the public profile.
import type { Screen } from '../../routes/screen';
import { voiceActorProfileHead } from './profileHead';
import { prefetchVoiceActorProfile } from './profileQuery';

export const screen: Screen = {
  Component: async () => (await import('./VoiceActorProfilePage')).VoiceActorProfilePage,
  prefetch: prefetchVoiceActorProfile,
  head: voiceActorProfileHead,
};
