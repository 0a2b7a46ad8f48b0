import type { ReactNode } from 'react';

/** What the page's players need: report a sample that started, and the gate's dialog to render. */
export interface CategoryPlayback {
  readonly onListened: (event: { src: string }) => void;
  readonly dialog: ReactNode;
}

/** Playback on a category page (placeholder until lib/playback lands: one player at a time only). */
export function useCategoryPlayback(): CategoryPlayback {
  return { onListened: () => undefined, dialog: null };
}
