// listReviews: List the reviews of a voice actor or a client (GET /reviews), of one booking when
// project_id is given. Public; a signed-in caller also learns whether they may post a review of the
// target (for that booking) now: x-access-add-review, the same rule createReview applies.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { mayReview } from '../../modules/reviews/reviewPermission';
import { requireReviewTarget, reviewPage } from '../../modules/reviews/reviews';

export const listReviews: Handler<'listReviews'> = async ({ query, viewer, services }) => {
  const { db } = services;
  const reviewedUser = await requireReviewTarget(db, query.target, query.target_id);
  const page = pageRequest(query);
  const { reviews, total } = await reviewPage(
    db,
    query.target,
    query.target_id,
    reviewedUser,
    page,
    services.config.publicOrigin,
    query.project_id,
  );
  const allowed =
    viewer !== null &&
    (await mayReview(db, viewer, query.target, query.target_id, reviewedUser, query.project_id));
  return {
    status: 200,
    body: reviews,
    headers: { ...pagingHeaders(page, total), 'x-access-add-review': allowed ? 'allowed' : 'denied' },
  };
};
