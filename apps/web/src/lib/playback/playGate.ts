// The anonymous play gate of spec sections 5 and 9: an anonymous visitor gets a login dialog once 5
// samples were played (3 on category pages): the fifth plays, the next one is refused and the dialog
// opens. The samples played are counted for the visit, across pages, in sessionStorage; only
// handlers and effects read it (a server render has no storage).

/** How many samples an anonymous visitor plays before the login dialog (spec section 9). */
export const PLAY_GATE = { default: 5, categoryPage: 3 } as const;
export type PlayGateLimit = (typeof PLAY_GATE)[keyof typeof PLAY_GATE];

/** The sessionStorage entry: the samples (their file addresses) played on this visit, oldest first. */
export const PLAYED_SAMPLES_KEY = 'vo.playback.played';

/** More than any gate needs: the list stays small whatever the visitor does. */
const KEPT = 20;

/** The samples played on this visit; an unreadable or foreign entry counts as none. */
export function playedSamples(storage: Pick<Storage, 'getItem'>): string[] {
  let raw: string | null;
  try {
    raw = storage.getItem(PLAYED_SAMPLES_KEY);
  } catch {
    // Storage refused (a privacy mode): every page starts at zero.
    return [];
  }
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** What a play means for the gate; `played` is how many samples the visit has really heard. */
export type PlayDecision =
  /** Within the limit: keep playing. */
  | { readonly kind: 'allowed'; readonly played: number }
  /** The limit was already played: this play is refused, and the visitor is asked to sign in. */
  | { readonly kind: 'gated'; readonly played: number };

/**
 * Records that `sample` started playing and decides whether it may play. A sample counts once per
 * visit (playing it again is not another sample). Up to `gateAfter` samples play; once that many
 * were played, every play after them is refused, a sample heard before as well, and is not
 * recorded: the count says how many samples the visitor really heard.
 */
export function recordPlay(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  sample: string,
  gateAfter: PlayGateLimit,
): PlayDecision {
  const played = playedSamples(storage);
  if (played.length >= gateAfter) return { kind: 'gated', played: played.length };
  if (played.includes(sample)) return { kind: 'allowed', played: played.length };
  const next = [...played, sample].slice(-KEPT);
  try {
    storage.setItem(PLAYED_SAMPLES_KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage: the sample plays; the visit's count stays what the storage holds.
  }
  return { kind: 'allowed', played: next.length };
}
