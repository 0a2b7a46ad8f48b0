// updateReviewResponse: Edit the answer to a review (PATCH /reviews/{id}/response): the reviewed
// party alone; 404 while there is no response.
import type { Handler } from '../../contract/types';
import { badRequest, notFound } from '../../http/errors';
import { findReview, requireReviewed, setResponse } from '../../modules/reviews/reviewWrites';
import { loadReview } from '../../modules/reviews/reviews';

export const updateReviewResponse: Handler<'updateReviewResponse'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  const { db } = services;
  const review = await findReview(db, params.id);
  requireReviewed(viewer, review);
  if (review.response === null)
    throw notFound('review_response_not_found', 'This review has no response yet.');
  const text = body.response.trim();
  if (text === '') throw badRequest('response_blank', 'Write your response first.');
  await setResponse(db, review.id, text, services.now(), false);
  return { status: 200, body: await loadReview(db, review.id, services.config.publicOrigin) };
};
