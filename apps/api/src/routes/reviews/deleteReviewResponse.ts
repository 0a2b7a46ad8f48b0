// deleteReviewResponse: Delete the answer to a review (DELETE /reviews/{id}/response): the reviewed
// party alone; 404 while there is no response.
import type { Handler } from '../../contract/types';
import { notFound } from '../../http/errors';
import { findReview, requireReviewed, setResponse } from '../../modules/reviews/reviewWrites';

export const deleteReviewResponse: Handler<'deleteReviewResponse'> = async ({ viewer, params, services }) => {
  const review = await findReview(services.db, params.id);
  requireReviewed(viewer, review);
  if (review.response === null)
    throw notFound('review_response_not_found', 'This review has no response yet.');
  await setResponse(services.db, review.id, null, services.now(), false);
  return { status: 204 };
};
