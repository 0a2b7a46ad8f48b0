// Words to spoken duration, from the spec's script rate tiers (section 9).

/** One script rate tier: a script of `words` words takes about `seconds` to read. */
export interface ScriptRateTier {
  words: number;
  seconds: number;
  /** The tier as the spec writes it. */
  label: string;
}

/** Spec section 9: 5 words (2 s), 50 (20 s), 500 (3 min), 5,000 (33 min), 50,000 (5.5 h). */
export const scriptRateTiers: readonly ScriptRateTier[] = [
  { words: 5, seconds: 2, label: '5 words (2 s)' },
  { words: 50, seconds: 20, label: '50 words (20 s)' },
  { words: 500, seconds: 3 * 60, label: '500 words (3 min)' },
  { words: 5_000, seconds: 33 * 60, label: '5,000 words (33 min)' },
  { words: 50_000, seconds: 5.5 * 3600, label: '50,000 words (5.5 h)' },
];

/** The pace range, in percent of the tiers' pace: 100 reads at the tiers' rate, 200 twice as fast. */
export const paceLimits = { min: 50, max: 200, step: 5, default: 100 } as const;

// A word holds at least one letter or digit: a lone dash or bullet is not read aloud.
const wordPattern = /[\p{L}\p{N}]/u;

/**
 * The words of a script: runs of non-space characters holding a letter or digit ("voice-over" and
 * "25%" are one word each; "—" is none).
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (wordPattern.test(token)) count += 1;
  return count;
}

/** Keeps a pace inside paceLimits; anything unreadable becomes the default. */
export function clampPace(pace: number): number {
  if (!Number.isFinite(pace)) return paceLimits.default;
  return Math.min(paceLimits.max, Math.max(paceLimits.min, pace));
}

/**
 * Estimated reading time in seconds of `words` words at `pace` percent. Between two tiers the time
 * grows linearly (from 0 words, 0 s, to the first tier); past the last tier it keeps the last
 * stretch's rate. A faster pace divides the time.
 */
export function estimateDuration(words: number, pace: number = paceLimits.default): number {
  if (!(words > 0)) return 0;
  const scale = 100 / clampPace(pace);
  let before = { words: 0, seconds: 0 };
  let previous = before;
  for (const tier of scriptRateTiers) {
    if (words <= tier.words) {
      const share = (words - previous.words) / (tier.words - previous.words);
      return (previous.seconds + share * (tier.seconds - previous.seconds)) * scale;
    }
    before = previous;
    previous = tier;
  }
  const rate = (previous.seconds - before.seconds) / (previous.words - before.words);
  return (previous.seconds + (words - previous.words) * rate) * scale;
}

/**
 * A duration in the spec's notation, rounded to the second: "0 s", "45 s", "3 min", "3 min 20 s",
 * "5 h 30 min" (seconds dropped once it reaches an hour).
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}
