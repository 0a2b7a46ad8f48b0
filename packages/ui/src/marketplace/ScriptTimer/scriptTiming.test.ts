import { describe, expect, it } from 'vitest';
import {
  clampPace,
  countWords,
  estimateDuration,
  formatDuration,
  paceLimits,
  scriptRateTiers,
} from './scriptTiming';

describe('countWords', () => {
  it('counts runs of text separated by any white space', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('Welcome to Brightside Bank.')).toBe(4);
    expect(countWords('  Your future\n\nstarts\twith a single step.  ')).toBe(7);
  });

  it('counts hyphenated words and figures once, and skips lone punctuation', () => {
    expect(countWords('A voice-over — 25% off, today!')).toBe(5);
    expect(countWords('• - … —')).toBe(0);
    expect(countWords('Café naïve 東京')).toBe(3);
  });
});

describe('estimateDuration', () => {
  it('gives exactly the spec tiers: 5 words 2 s, 50 20 s, 500 3 min, 5,000 33 min, 50,000 5.5 h', () => {
    expect(scriptRateTiers.map((tier) => [tier.words, estimateDuration(tier.words)])).toEqual([
      [5, 2],
      [50, 20],
      [500, 180],
      [5_000, 1_980],
      [50_000, 19_800],
    ]);
  });

  it('is linear between tiers and from zero to the first', () => {
    expect(estimateDuration(0)).toBe(0);
    expect(estimateDuration(2)).toBeCloseTo(0.8);
    expect(estimateDuration(275)).toBeCloseTo(100);
    expect(estimateDuration(27_500)).toBeCloseTo(10_890);
  });

  it('keeps the last stretch’s rate past 50,000 words', () => {
    expect(estimateDuration(95_000)).toBeCloseTo(19_800 + 45_000 * (17_820 / 45_000));
  });

  it('divides the time by the pace (in percent of the tiers’ pace)', () => {
    expect(estimateDuration(50, 200)).toBeCloseTo(10);
    expect(estimateDuration(50, 50)).toBeCloseTo(40);
    expect(estimateDuration(500, 125)).toBeCloseTo(144);
  });

  it('keeps the pace within its limits', () => {
    expect(estimateDuration(50, 1_000)).toBeCloseTo(10);
    expect(estimateDuration(50, 0)).toBeCloseTo(40);
    expect(clampPace(Number.NaN)).toBe(paceLimits.default);
    expect(clampPace(130)).toBe(130);
  });
});

describe('formatDuration', () => {
  it('writes seconds, minutes and hours as the spec does', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(0.8)).toBe('1 s');
    expect(formatDuration(20)).toBe('20 s');
    expect(formatDuration(180)).toBe('3 min');
    expect(formatDuration(100)).toBe('1 min 40 s');
    expect(formatDuration(1_980)).toBe('33 min');
    expect(formatDuration(19_800)).toBe('5 h 30 min');
    expect(formatDuration(7_200)).toBe('2 h');
    expect(formatDuration(-5)).toBe('0 s');
  });
});
