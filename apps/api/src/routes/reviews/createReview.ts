// createReview: Review a voice actor or a client (POST /reviews), about one completed booking: its
// client reviews its voice actor, its voice actor reviews its client, once each. The same rule as
// listReviews' x-access-add-review header; every refusal in words the app shows as is.
import type { Handler } from '../../contract/types';
import { badRequest } from '../../http/errors';
import { requireRating, reviewRefusal } from '../../modules/reviews/reviewPermission';
import { insertReview } from '../../modules/reviews/reviewWrites';
import { loadReview, requireReviewTarget } from '../../modules/reviews/reviews';

export const createReview: Handler<'createReview'> = async ({ viewer, body, services }) => {
  const { db } = services;
  const reviewedUser = await requireReviewTarget(db, body.target, body.target_id);
  requireRating(body.rating);
  const text = body.review.trim();
  if (text === '') throw badRequest('review_blank', 'Write your review first.');
  const refusal = await reviewRefusal(
    db,
    viewer,
    { target: body.target, targetId: body.target_id, projectId: body.project_id },
    reviewedUser,
  );
  if (refusal) throw refusal;
  const id = await insertReview(db, {
    userId: viewer.user.id,
    target: body.target,
    targetId: body.target_id,
    projectId: body.project_id,
    rating: body.rating,
    review: text,
    createdAt: services.now(),
  });
  return { status: 201, body: await loadReview(db, id, services.config.publicOrigin) };
};
