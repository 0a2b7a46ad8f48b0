// reviews: the reviews of a voice actor or a client (spec section 7 Others: reviews CRUD and
// reviews/{id}/response; section 5: a review may be posted only when x-access-add-review says
// allowed, the average rating is shown only after 5 reviews, a failed call returns the server's
// message). Only the parties of a completed booking review each other, once each per booking.
import type { Handlers } from '../../contract/types';
import { createReview } from './createReview';
import { createReviewResponse } from './createReviewResponse';
import { deleteReview } from './deleteReview';
import { deleteReviewResponse } from './deleteReviewResponse';
import { getReview } from './getReview';
import { listReviews } from './listReviews';
import { updateReview } from './updateReview';
import { updateReviewResponse } from './updateReviewResponse';

export const reviewHandlers = {
  listReviews,
  getReview,
  createReview,
  updateReview,
  deleteReview,
  createReviewResponse,
  updateReviewResponse,
  deleteReviewResponse,
} satisfies Handlers;
