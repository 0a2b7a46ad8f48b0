// /voice-actor-directory and /voice-actor-directory/{letter}.
import type { Screen } from '../../routes/screen';
import { directoryHead, prefetchVoiceActorDirectory } from './directoryQuery';

export const screen: Screen = {
  Component: async () => (await import('./VoiceActorDirectoryPage')).VoiceActorDirectoryPage,
  prefetch: prefetchVoiceActorDirectory,
  head: directoryHead,
};
