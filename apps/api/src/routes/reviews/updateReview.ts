// updateReview: Edit a review (PATCH /reviews/{id}): its author alone changes the rating or the text.
import type { Handler } from '../../contract/types';
import { badRequest } from '../../http/errors';
import { requireRating } from '../../modules/reviews/reviewPermission';
import { findReview, requireAuthor, updateReviewText } from '../../modules/reviews/reviewWrites';
import { loadReview } from '../../modules/reviews/reviews';

export const updateReview: Handler<'updateReview'> = async ({ viewer, params, body, services }) => {
  const { db } = services;
  const review = await findReview(db, params.id);
  requireAuthor(viewer, review);
  if (body.rating !== undefined) requireRating(body.rating);
  const text = body.review?.trim();
  if (text === '') throw badRequest('review_blank', 'Write your review first.');
  await updateReviewText(db, review.id, { rating: body.rating, review: text }, services.now());
  return { status: 200, body: await loadReview(db, review.id, services.config.publicOrigin) };
};
