import type { QueryClient } from '@tanstack/react-query';
import { getListReviewsQueryOptions } from '@vo/sdk/hooks';
import { pageFrom, profileRefFrom, voiceActorProfileQuery } from './profileQuery';

/** Reviews a page of /voice-actor/{id}/reviews holds (the spec gives no size; a short page reads well on a phone). */
export const REVIEWS_PAGE_SIZE = 5;

export const reviewsPageQuery = (providerId: number, page: number) =>
  getListReviewsQueryOptions({ target: 'provider', target_id: providerId, page, size: REVIEWS_PAGE_SIZE });

/** Starts the voice actor's name and the page of reviews while the screen's code loads. */
export async function prefetchVoiceActorReviews({
  params,
  url,
  queryClient,
}: {
  params: { id?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const ref = profileRefFrom(params.id);
  if (ref === null || !('id' in ref)) return;
  await Promise.all([
    queryClient.query(voiceActorProfileQuery(ref.id)).catch(() => undefined),
    queryClient.query(reviewsPageQuery(ref.id, pageFrom(url))).catch(() => undefined),
  ]);
}
