export { RatingStars, ratingStarsModes, ratingStarsSizes } from './RatingStars';
export type { RatingStarsMode, RatingStarsProps, RatingStarsSize } from './RatingStars';
export {
  averageRatingMinReviews,
  formatRating,
  ratingMax,
  ratingText,
  showsAverageRating,
  starFills,
  starFillsFor,
} from './rating';
export type { StarFill } from './rating';
