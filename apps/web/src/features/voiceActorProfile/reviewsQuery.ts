import type { QueryClient } from '@tanstack/react-query';
import { getListReviewsQueryOptions } from '@vo/sdk/hooks';
import { pageFrom, profileRefFrom, voiceActorProfileQuery } from './profileQuery';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';
import type { GetProviderQueryResult } from '@vo/sdk/hooks';

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

/** The reviews page's head: the voice actor's name, once the prefetch has it. */
export function reviewsHead({ params, queryClient, site }: HeadArgs): ScreenHead | null {
  const ref = profileRefFrom(params['id']);
  if (ref === null || !('id' in ref)) return null;
  const provider = queryClient.getQueryData<GetProviderQueryResult>(
    voiceActorProfileQuery(ref.id).queryKey,
  )?.data;
  if (provider === undefined) return null;
  return {
    title: branded(`Reviews of ${provider.user.name}, voice actor`, site),
    description: `What clients say about working with ${provider.user.name}.`,
    canonicalPath: `/voice-actor/${String(ref.id)}/reviews`,
  };
}
