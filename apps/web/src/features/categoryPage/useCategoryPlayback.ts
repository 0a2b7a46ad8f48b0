import { createElement, type ReactNode } from 'react';
import { PLAY_GATE, PlayGateDialog, usePlayback } from '../../lib/playback';

/** What the page's players need: report a sample that started, and the gate's dialog to render. */
export interface CategoryPlayback {
  readonly onListened: (event: { src: string }) => void;
  readonly dialog: ReactNode;
}

/**
 * Playback on a category page: one player at a time, and the anonymous play gate at 3 samples
 * (spec sections 5 and 9: 5 elsewhere, 3 on category pages), counted for the visit across pages.
 */
export function useCategoryPlayback(): CategoryPlayback {
  const playback = usePlayback({ gateAfter: PLAY_GATE.categoryPage });
  return { onListened: playback.onListened, dialog: createElement(PlayGateDialog, { gate: playback.gate }) };
}
