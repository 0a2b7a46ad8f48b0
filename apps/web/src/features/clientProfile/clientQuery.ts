import type { QueryClient } from '@tanstack/react-query';
import { getGetUserQueryOptions, getListReviewsQueryOptions } from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';
import type { GetUserQueryResult } from '@vo/sdk/hooks';

/** The latest reviews voice actors gave the client, shown on the client's page. */
export const CLIENT_REVIEWS_SHOWN = 5;

export const clientQuery = (id: number) => getGetUserQueryOptions(id);

export const clientReviewsQuery = (id: number) => ({
  ...getListReviewsQueryOptions({ target: 'client', target_id: id, size: CLIENT_REVIEWS_SHOWN }),
  // The reviews are a section of the page: their failure shows there, not as the error page.
  meta: { errors: 'local' } as const,
});

/** A user id as the address carries it (`/client/5530`), else null (the 404 page, no request). */
export function clientIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** Starts the client's public fields and reviews while the screen's code loads. */
export async function prefetchClientProfile({
  params,
  queryClient,
}: {
  params: { id?: string };
  queryClient: QueryClient;
}): Promise<void> {
  const id = clientIdFrom(params.id);
  if (id === null) return;
  await Promise.all([
    queryClient.query(clientQuery(id)).catch(() => undefined),
    queryClient.query(clientReviewsQuery(id)).catch(() => undefined),
  ]);
}

/** The client profile's head: the client's name once loaded. */
export function clientHead({ params, queryClient, site }: HeadArgs): ScreenHead | null {
  const id = clientIdFrom(params['id']);
  if (id === null) return null;
  const user = queryClient.getQueryData<GetUserQueryResult>(clientQuery(id).queryKey)?.data;
  return user === undefined ? null : { title: branded(`${user.name}, client`, site), noindex: true };
}
