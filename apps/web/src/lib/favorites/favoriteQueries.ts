import type { Query, QueryClient } from '@tanstack/react-query';
import { isSettling, isSignedIn, type SessionActor, type SessionSnapshot } from '../session/appSession';

/** A voice actor by id (`/providers/4821`), not one of its sub-resources (`/providers/4821/samples`). */
const PROVIDER_BY_ID = /^\/providers\/(\d+)$/;

/** A user's voice actor profile (`/users/9310/provider`). */
const PROVIDER_OF_USER = /^\/users\/\d+\/provider$/;

/**
 * Whether a query's answer holds voice actors' favorite flags (`provider.favorite`, which the server
 * gives for the caller: false for an anonymous one) or the caller's favorites: search results (also a
 * category page's, `/providers/search/{slug}`), voice actors by ids, by username or by user, a voice
 * actor's profile, the recently favorited voice actors and the favorites lists.
 */
export function holdsFavorites(query: Pick<Query, 'queryKey'>): boolean {
  const [path] = query.queryKey;
  if (typeof path !== 'string') return false;
  return (
    path.startsWith('/favorites/') ||
    path === '/providers/recently_favorited' ||
    path === '/providers/search' ||
    path.startsWith('/providers/search/') ||
    path === '/providers/by_ids' ||
    path === '/providers/by_username' ||
    PROVIDER_BY_ID.test(path) ||
    PROVIDER_OF_USER.test(path)
  );
}

/**
 * The queries a toggle of `providerId` changed: those holding favorite flags (holdsFavorites), less
 * the profiles of other voice actors by id. They are marked stale after a toggle; the ones on screen
 * refetch in the background, the others on their next use.
 */
export function isFavoriteQuery(query: Pick<Query, 'queryKey'>, providerId: number): boolean {
  if (!holdsFavorites(query)) return false;
  const [path] = query.queryKey;
  const byId = typeof path === 'string' ? PROVIDER_BY_ID.exec(path) : null;
  return byId === null || byId[1] === String(providerId);
}

/** Marks every answer a toggle of `providerId` changed as stale (see isFavoriteQuery). */
export async function invalidateFavoriteQueries(queryClient: QueryClient, providerId: number): Promise<void> {
  // Several toggles on one page may ask at once: a refetch on its way is kept, not restarted.
  await queryClient.invalidateQueries(
    { predicate: (query) => isFavoriteQuery(query, providerId) },
    { cancelRefetch: false },
  );
}

/** Who the session says the caller is, once it knows: a user id, null for anonymous, undefined while settling. */
function viewerOf(snapshot: SessionSnapshot): number | null | undefined {
  if (isSettling(snapshot)) return undefined;
  return isSignedIn(snapshot) ? (snapshot.context.user?.id ?? null) : null;
}

/**
 * Keeps the favorite flags in `queryClient` the current caller's. The server answers each caller
 * with their own flags, so answers fetched for someone else are stale once the session knows who the
 * caller is: a page the server rendered for an anonymous visitor, hydrated, whose session then signs
 * in from the stored tokens; a sign-out; an admin acting as another user. Each time the session
 * settles on another caller than the one the cached answers are for, every query holding favorite
 * flags (holdsFavorites) is marked stale: those on screen refetch at once, the others on their next
 * use.
 *
 * `answeredFor` is the caller the cache's answers were fetched for: null (anonymous) for the
 * server's render. Returns the unsubscribe.
 */
export function keepFavoritesWithViewer(
  actor: SessionActor,
  queryClient: QueryClient,
  { answeredFor }: { answeredFor: number | null },
): () => void {
  let answered = answeredFor;
  const follow = (snapshot: SessionSnapshot) => {
    const viewer = viewerOf(snapshot);
    if (viewer === undefined || viewer === answered) return;
    answered = viewer;
    // A request on its way still carries the caller before: it is asked again, not kept.
    void queryClient.invalidateQueries({ predicate: holdsFavorites });
  };
  follow(actor.getSnapshot());
  const subscription = actor.subscribe(follow);
  return () => {
    subscription.unsubscribe();
  };
}
