import type { AudienceSize } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_TIERS,
  audienceLabel,
  BOOKING_DEFAULTS,
  estimateRecordingSeconds,
  SCRIPT_RATE_TIERS,
} from './bookingData';

describe('booking data', () => {
  it('booking defaults: usage 12 months, 2 revisions, 3 days turnaround', () => {
    expect(BOOKING_DEFAULTS).toEqual({ usage: { value: 12, unit: 'month' }, revisions: 2, turnaround: 3 });
  });

  it('script rate tiers: 5 words (2 s), 50 (20 s), 500 (3 min), 5,000 (33 min), 50,000 (5.5 h)', () => {
    expect(SCRIPT_RATE_TIERS).toEqual([
      { words: 5, seconds: 2 },
      { words: 50, seconds: 20 },
      { words: 500, seconds: 180 },
      { words: 5000, seconds: 1980 },
      { words: 50000, seconds: 19800 },
    ]);
    for (const tier of SCRIPT_RATE_TIERS) expect(estimateRecordingSeconds(tier.words)).toBe(tier.seconds);
  });

  it('no words take no time', () => {
    expect(estimateRecordingSeconds(0)).toBe(0);
    expect(estimateRecordingSeconds(-3)).toBe(0);
    expect(estimateRecordingSeconds(Number.NaN)).toBe(0);
  });

  it('interpolates linearly between tiers, and from 0 words to the first tier', () => {
    expect(estimateRecordingSeconds(2.5)).toBeCloseTo(1);
    expect(estimateRecordingSeconds(1)).toBeCloseTo(0.4);
    expect(estimateRecordingSeconds(27.5)).toBeCloseTo(11);
    expect(estimateRecordingSeconds(275)).toBeCloseTo(100);
    expect(estimateRecordingSeconds(2750)).toBeCloseTo(1080);
    expect(estimateRecordingSeconds(27500)).toBeCloseTo(10890);
  });

  it('grows with every extra word', () => {
    let previous = 0;
    for (const words of [1, 4, 5, 6, 49, 50, 51, 499, 500, 501, 4999, 5000, 5001, 49999, 50000, 50001]) {
      const seconds = estimateRecordingSeconds(words);
      expect(seconds).toBeGreaterThan(previous);
      previous = seconds;
    }
  });

  it("extrapolates past the last tier at the last tier's rate (5.5 h per 50,000 words)", () => {
    expect(estimateRecordingSeconds(100_000)).toBeCloseTo(39_600);
    expect(estimateRecordingSeconds(60_000)).toBeCloseTo(19_800 * 1.2);
  });

  it('audience tiers: 10,000 non-broadcast, 100,000 local, 1M regional, 10M national, 100M worldwide', () => {
    expect(AUDIENCE_TIERS.map(({ size, label }) => [size, label.toLowerCase()])).toEqual([
      [10_000, 'non-broadcast'],
      [100_000, 'local'],
      [1_000_000, 'regional'],
      [10_000_000, 'national'],
      [100_000_000, 'worldwide'],
    ]);
  });

  it("labels every AudienceSize value of the document, in the document's wording", () => {
    // The document's enum as a value list, checked against the generated type both ways: every value
    // listed is an AudienceSize (satisfies), and every AudienceSize is listed (`listed` compiles).
    const documentSizes = [
      10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
    ] as const satisfies readonly AudienceSize[];
    const listed = (size: AudienceSize): (typeof documentSizes)[number] => size;
    expect(documentSizes.map(listed)).toEqual(documentSizes);
    expect(AUDIENCE_TIERS.map((tier) => tier.size)).toEqual(documentSizes);
    expect(documentSizes.map(audienceLabel)).toEqual([
      'Non-broadcast',
      'Local',
      'Regional',
      'National',
      'Worldwide',
    ]);
  });
});
