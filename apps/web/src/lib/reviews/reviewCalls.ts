import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import { getGetProviderQueryKey, getListReviewsQueryKey } from '@vo/sdk/hooks';

/** The failures of review calls show where they happened, in the server's words (spec section 5). */
export const LOCAL_ERRORS = { errors: 'local' } as const;

/** The document's Text: at most 5000 characters. */
export const REVIEW_TEXT_MAX = 5000;

/** What a refused call says: the server's message as is (spec section 5). */
export const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';

/**
 * After a review or response changed: every list of reviews (and its x-access-add-review header),
 * and the reviewed voice actor's profile, whose count and average follow the reviews.
 */
export async function reviewsChanged(
  queryClient: QueryClient,
  review: { target: 'provider' | 'client'; target_id: number },
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getListReviewsQueryKey() }),
    review.target === 'provider'
      ? queryClient.invalidateQueries({ queryKey: getGetProviderQueryKey(review.target_id) })
      : Promise.resolve(),
  ]);
}
