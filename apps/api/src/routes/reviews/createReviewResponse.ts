// createReviewResponse: Answer a review (POST /reviews/{id}/response): the reviewed party alone, once
// (409 when there is a response already: it is edited with PATCH).
import type { Handler } from '../../contract/types';
import { badRequest, conflict } from '../../http/errors';
import { findReview, requireReviewed, setResponse } from '../../modules/reviews/reviewWrites';
import { loadReview } from '../../modules/reviews/reviews';

export const createReviewResponse: Handler<'createReviewResponse'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  const { db } = services;
  const review = await findReview(db, params.id);
  requireReviewed(viewer, review);
  if (review.response !== null)
    throw conflict(
      'review_response_exists',
      'You have already responded to this review: edit your response.',
    );
  const text = body.response.trim();
  if (text === '') throw badRequest('response_blank', 'Write your response first.');
  await setResponse(db, review.id, text, services.now(), true);
  return { status: 201, body: await loadReview(db, review.id, services.config.publicOrigin) };
};
