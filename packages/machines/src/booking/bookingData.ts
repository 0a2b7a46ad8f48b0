import type { BookingFields, AudienceSize } from '@vo/sdk';

export type { AudienceSize };

/** "Booking defaults: usage 12 months, 2 revisions, 3 days turnaround." (spec section 9) */
export const BOOKING_DEFAULTS = {
  usage: { value: 12, unit: 'month' },
  revisions: 2,
  /** Days the voice actor has to deliver. */
  turnaround: 3,
} as const satisfies Pick<BookingFields, 'usage' | 'revisions' | 'turnaround'>;

export interface ScriptRateTier {
  readonly words: number;
  /** How long the recording of that many words runs, in seconds. */
  readonly seconds: number;
}

/** "Script rate tiers: 5 words (2 s), 50 (20 s), 500 (3 min), 5,000 (33 min), 50,000 (5.5 h)." */
export const SCRIPT_RATE_TIERS = [
  { words: 5, seconds: 2 },
  { words: 50, seconds: 20 },
  { words: 500, seconds: 3 * 60 },
  { words: 5_000, seconds: 33 * 60 },
  { words: 50_000, seconds: 5.5 * 60 * 60 },
] as const satisfies readonly ScriptRateTier[];

const ORIGIN: ScriptRateTier = { words: 0, seconds: 0 };

/**
 * How many seconds a script of this many words takes to record: linear between the rate tiers (and
 * between 0 words, 0 s and the first tier); past the last tier, at the last tier's rate. No words, a
 * negative count or NaN give 0.
 */
export function estimateRecordingSeconds(words: number): number {
  if (!(words > 0)) return 0;
  let lower = ORIGIN;
  for (const upper of SCRIPT_RATE_TIERS) {
    if (words <= upper.words) {
      return (
        lower.seconds +
        ((words - lower.words) * (upper.seconds - lower.seconds)) / (upper.words - lower.words)
      );
    }
    lower = upper;
  }
  // Past the loop, `lower` is the last tier.
  return (words * lower.seconds) / lower.words;
}

/** The label of each audience size (spec section 9; the document's x-enum-descriptions of AudienceSize). */
const AUDIENCE_LABELS = {
  10_000: 'Non-broadcast',
  100_000: 'Local',
  1_000_000: 'Regional',
  10_000_000: 'National',
  100_000_000: 'Worldwide',
} as const satisfies Record<AudienceSize, string>;

export interface AudienceTier {
  readonly size: AudienceSize;
  readonly label: string;
}

/** "Audience tiers: 10,000 non-broadcast, 100,000 local, 1M regional, 10M national, 100M worldwide." */
export const AUDIENCE_TIERS: readonly AudienceTier[] = (
  [10_000, 100_000, 1_000_000, 10_000_000, 100_000_000] as const satisfies readonly AudienceSize[]
).map((size) => ({ size, label: AUDIENCE_LABELS[size] }));

/** The label of an audience size, e.g. 100,000 -> 'Local'. */
export function audienceLabel(size: AudienceSize): string {
  return AUDIENCE_LABELS[size];
}
