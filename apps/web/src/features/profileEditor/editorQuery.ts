import type { QueryClient } from '@tanstack/react-query';
import {
  getGetAllAttributesQueryOptions,
  getGetProviderQueryKey,
  getGetProviderQueryOptions,
  getListProviderDemosQueryKey,
  getListProviderDemosQueryOptions,
  getListProviderSamplesQueryKey,
  getListProviderSamplesQueryOptions,
} from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';

/**
 * The editor lists every demo and sample of the profile at once (the API's largest page): the
 * demos are paged on screen, 4 to a page (spec section 9), and moves count across the whole list.
 */
export const ALL = { size: 100 } as const;

/** The profile as the editor reads it (the lists of attributes and the locations). */
export const editorProfileQuery = (id: number) => getGetProviderQueryOptions(id);
export const editorSamplesQuery = (id: number) => getListProviderSamplesQueryOptions(id, ALL);
export const editorDemosQuery = (id: number) => getListProviderDemosQueryOptions(id, ALL);
export const attributesQuery = () => getGetAllAttributesQueryOptions();

/**
 * A profile id as the edit address carries it: a canonical positive decimal, or the username of the
 * signed-in voice actor (the route's rule lets the owner in by either); null otherwise.
 */
export function editorIdFrom(
  param: string | undefined,
  user: { username?: string | null; provider_id?: number | null } | null,
): number | null {
  if (param === undefined) return null;
  if (/^[1-9][0-9]{0,9}$/.test(param)) {
    const id = Number(param);
    return id <= 2_147_483_647 ? id : null;
  }
  return user !== null && user.username === param ? (user.provider_id ?? null) : null;
}

/**
 * After a change, every read of this profile is stale: the public page's profile (whatever it
 * populates: the generated key without parameters is the prefix of each), its samples and demos.
 */
export async function invalidateProfile(queryClient: QueryClient, id: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetProviderQueryKey(id) }),
    queryClient.invalidateQueries({ queryKey: getListProviderSamplesQueryKey(id) }),
    queryClient.invalidateQueries({ queryKey: getListProviderDemosQueryKey(id) }),
  ]);
}

/** Starts the editor's requests while its code loads (the screen slot's prefetch). */
export async function prefetchProfileEditor({
  params,
  queryClient,
}: {
  params: { id?: string };
  queryClient: QueryClient;
}): Promise<void> {
  // A username address is resolved by the screen, which knows the signed-in user.
  const id = editorIdFrom(params.id, null);
  const requests: Promise<unknown>[] = [queryClient.query(attributesQuery())];
  if (id !== null) {
    requests.push(
      queryClient.query(editorProfileQuery(id)),
      queryClient.query(editorSamplesQuery(id)),
      queryClient.query(editorDemosQuery(id)),
    );
  }
  // Failures stay in the query cache, where the screen reads them and shows its error state.
  await Promise.all(requests.map((request) => request.catch(() => undefined)));
}

/** The editor's head: private, never indexed. */
export const editorHead = ({ site }: HeadArgs): ScreenHead => ({
  title: branded('Edit your profile', site),
  noindex: true,
});
