import type { QueryClient } from '@tanstack/react-query';
import type { Provider } from '@vo/sdk';
import { getListFavoritesQueryOptions, getSearchProvidersQueryOptions } from '@vo/sdk/hooks';
import { pageFrom } from '../../lib/paging';

/** Favorites on one page of /favorites/{id}. */
export const FAVORITES_PAGE_SIZE = 10;

/** A user id as the address carries it, else null. */
export function userIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/** One page of the user's favorite voice actors, newest first (listFavorites). */
export const favoritesQuery = (userId: number, page: number) =>
  getListFavoritesQueryOptions('provider', userId, { page, size: FAVORITES_PAGE_SIZE });

/**
 * The voice actors of a list of ids with their samples and favorite flags, to play in place: the
 * search with `ids` answers them with their samples in one request (the favorites list and the
 * recently visited ids carry no samples).
 */
export const providersWithSamplesQuery = (ids: readonly number[]) =>
  getSearchProvidersQueryOptions({ ids: ids.join(','), size: Math.max(1, ids.length) });

/** The providers in the order of `ids` (the search ranks them its own way). */
export function inOrder(ids: readonly number[], providers: readonly Provider[]): Provider[] {
  const byId = new Map(providers.map((p) => [p.id, p]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Starts the favorites request while the screen's code loads. */
export async function prefetchFavorites({
  params,
  url,
  queryClient,
}: {
  params: { id?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const userId = userIdFrom(params.id);
  if (userId === null) return;
  await queryClient.query(favoritesQuery(userId, pageFrom(url.searchParams))).catch(() => undefined);
}
