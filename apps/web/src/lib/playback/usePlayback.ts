import { pauseAllAudioPlayers } from '@vo/ui';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useAppServices, useSession } from '../AppContext';
import { isSignedIn } from '../session/appSession';
import { signInPath } from '../session/signInPath';
import { recordPlay, type PlayGateLimit } from './playGate';

export interface PlaybackOptions {
  /** Samples an anonymous visitor plays before the login dialog: 5, or 3 on category pages (`PLAY_GATE`). */
  gateAfter: PlayGateLimit;
}

/** The login dialog's state, for `<PlayGateDialog gate={playback.gate} />`. */
export interface PlayGate {
  readonly open: boolean;
  /** How many samples the visitor has played: the limit, or more when an earlier page's limit was higher. */
  readonly played: number;
  readonly onOpenChange: (change: { open: boolean }) => void;
  /** The sign-in and sign-up addresses, coming back to this page (path and query) afterwards. */
  readonly signInHref: string;
  readonly signUpHref: string;
}

export interface Playback {
  /**
   * Give it to every sample's player: `<AudioPlayer onListened={playback.onListened} />`, or from a
   * ProviderCard's `onSampleListened` with the sample's file (`{ src: sample.file }`).
   */
  readonly onListened: (event: { src: string; sampleId?: number }) => void;
  readonly gate: PlayGate;
}

/**
 * Playback on a page: one player at a time (every AudioPlayer of `@vo/ui` pauses the others when it
 * starts) and the anonymous play gate (spec sections 5 and 9). An anonymous visitor's samples are
 * counted for the visit across pages; `gateAfter` samples play, and once they were played any play
 * after them is paused and the login dialog opens. After signing in the visitor comes back to this
 * address. Signed-in users are never counted.
 */
export function usePlayback({ gateAfter }: PlaybackOptions): Playback {
  const signedIn = useSession(isSignedIn);
  const { sessionStorage } = useAppServices().session;
  const location = useLocation();
  // The dialog is open, with the count it states, since the last refused play.
  const [refused, setRefused] = useState<{ open: boolean; played: number }>({ open: false, played: 0 });

  const onListened = useCallback(
    ({ src, sampleId }: { src: string; sampleId?: number }) => {
      if (signedIn) return;
      // A sample counts once, whatever its file: two voice actors' samples may share a recording
      // (the demo seed reuses its clips), and each is still a sample the visitor played.
      const key = sampleId === undefined ? src : `sample:${String(sampleId)}`;
      const decision = recordPlay(sessionStorage, key, gateAfter);
      if (decision.kind === 'gated') {
        pauseAllAudioPlayers();
        setRefused({ open: true, played: decision.played });
      }
    },
    [signedIn, gateAfter, sessionStorage],
  );

  const next = `${location.pathname}${location.search}`;
  return {
    onListened,
    gate: {
      open: refused.open && !signedIn,
      played: refused.played,
      onOpenChange: ({ open: next }) => {
        setRefused((before) => ({ ...before, open: next }));
      },
      signInHref: signInPath(next, undefined, 'listen'),
      signUpHref: signInPath(next, 'signup', 'listen'),
    },
  };
}
