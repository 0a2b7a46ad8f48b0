// Star ratings: 1 to 5 (the API's Rating), shown to the half star.

import { numberFormat } from '../../internal/intl';

export const ratingMax = 5;

/** Spec sections 5 and 9: the average rating is shown only after 5 reviews. */
export const averageRatingMinReviews = 5;

/** Whether a target with this many reviews may show its average rating. */
export function showsAverageRating(reviewCount: number): boolean {
  return reviewCount >= averageRatingMinReviews;
}

export const starFills = ['full', 'half', 'empty'] as const;
export type StarFill = (typeof starFills)[number];

/** How much of each of the five stars a rating fills, rounded to the nearest half star. */
export function starFillsFor(value: number): StarFill[] {
  const halves = Math.round(Math.min(ratingMax, Math.max(0, value)) * 2);
  return Array.from({ length: ratingMax }, (_, index) => {
    const left = halves - index * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** A rating to one decimal, without a trailing zero: 4.46 -> "4.5", 4 -> "4". */
export function formatRating(value: number, locale = 'en-US'): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** The accessible text of a rating: "4.5 out of 5". */
export function ratingText(value: number, locale = 'en-US'): string {
  return `${formatRating(value, locale)} out of ${ratingMax}`;
}
