import { describe, expect, it } from 'vitest';
import { formatRating, ratingText, showsAverageRating, starFillsFor } from './rating';

describe('rating helpers', () => {
  it('fills the stars to the nearest half', () => {
    expect(starFillsFor(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFillsFor(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFillsFor(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFillsFor(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
    expect(starFillsFor(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFillsFor(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('reads a rating as "4.5 out of 5", to one decimal', () => {
    expect(ratingText(4.5)).toBe('4.5 out of 5');
    expect(ratingText(4.46)).toBe('4.5 out of 5');
    expect(ratingText(5)).toBe('5 out of 5');
    expect(formatRating(3.96)).toBe('4');
  });

  it('shows an average rating only from 5 reviews on', () => {
    expect(showsAverageRating(4)).toBe(false);
    expect(showsAverageRating(5)).toBe(true);
  });
});
