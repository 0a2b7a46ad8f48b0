import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The queries whose answers hold a voice actor's favorite flag or a favorites list: the caller's
 * favorites (`/favorites/provider/{userId}`), the recently favorited voice actors, the profile of
 * the voice actor toggled, and search results. They are marked stale after a toggle; the ones on
 * screen refetch in the background, the others on their next use.
 */
export function isFavoriteQuery(query: Pick<Query, 'queryKey'>, providerId: number): boolean {
  const [path] = query.queryKey;
  if (typeof path !== 'string') return false;
  return (
    path.startsWith('/favorites/') ||
    path === '/providers/recently_favorited' ||
    path === '/providers/search' ||
    path === `/providers/${String(providerId)}`
  );
}

/** Marks every answer a toggle of `providerId` changed as stale (see isFavoriteQuery). */
export async function invalidateFavoriteQueries(queryClient: QueryClient, providerId: number): Promise<void> {
  // Several toggles on one page may ask at once: a refetch on its way is kept, not restarted.
  await queryClient.invalidateQueries(
    { predicate: (query) => isFavoriteQuery(query, providerId) },
    { cancelRefetch: false },
  );
}
