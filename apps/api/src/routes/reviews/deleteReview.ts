// deleteReview: Delete a review (DELETE /reviews/{id}) with its response; its author alone may.
import type { Handler } from '../../contract/types';
import { deleteReviewRow, findReview, requireAuthor } from '../../modules/reviews/reviewWrites';

export const deleteReview: Handler<'deleteReview'> = async ({ viewer, params, services }) => {
  const review = await findReview(services.db, params.id);
  requireAuthor(viewer, review);
  await deleteReviewRow(services.db, review.id);
  return { status: 204 };
};
