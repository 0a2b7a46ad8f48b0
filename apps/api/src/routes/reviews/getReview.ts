// getReview: Get a review (GET /reviews/{id}). Public: reviews are shown on public profiles.
import type { Handler } from '../../contract/types';
import { loadReview } from '../../modules/reviews/reviews';

export const getReview: Handler<'getReview'> = async ({ params, services }) => ({
  status: 200,
  body: await loadReview(services.db, params.id, services.config.publicOrigin),
});
