// reviews: reading the reviews of a voice actor or a client (spec section 7 Others: reviews CRUD;
// sections 5 and 9: the average rating is shown only after 5 reviews, and a review may be posted
// only when x-access-add-review says allowed). Writing reviews and responses belongs to a later part.
import type { Handlers } from '../../contract/types';
import { getReview } from './getReview';
import { listReviews } from './listReviews';

export const reviewHandlers = {
  listReviews,
  getReview,
} satisfies Handlers;
