// One player playing at a time across the page: every mounted player's audio element is listed
// here, and one that starts pauses the others. Module state, so it holds across React roots too.

const mounted = new Set<HTMLAudioElement>();

/** Lists an audio element; returns the function that removes it again. */
export function registerAudio(audio: HTMLAudioElement): () => void {
  mounted.add(audio);
  return () => {
    mounted.delete(audio);
  };
}

/** Pauses every listed player but `playing`. */
export function pauseOthers(playing: HTMLAudioElement): void {
  for (const audio of mounted) {
    if (audio !== playing && !audio.paused) audio.pause();
  }
}

/** Pauses every player on the page (e.g. when the app navigates or opens a video). */
export function pauseAllAudioPlayers(): void {
  for (const audio of mounted) {
    if (!audio.paused) audio.pause();
  }
}
