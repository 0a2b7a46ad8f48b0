/** The recently visited profile list keeps at most 10 ids (spec sections 5 and 9). */
export const RECENTLY_VISITED_MAX = 10;

/** Where the device keeps the list (localStorage): anonymous visitors have one too. */
export const RECENTLY_VISITED_KEY = 'vo.recentlyVisited';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/** The provider ids of the profiles visited last, newest first; anything malformed reads as none. */
export function readRecentlyVisited(store: Pick<Storage, 'getItem'>): number[] {
  let value: unknown;
  try {
    value = JSON.parse(store.getItem(RECENTLY_VISITED_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isId))].slice(0, RECENTLY_VISITED_MAX);
}

/**
 * Puts a visited profile first (newest first, no duplicates, at most 10), keeps the list, and
 * returns it: the profile screen sends it as `last_visited` with POST providers/{id}/profile_view.
 * Call it from an effect, never while rendering (the store is the browser's).
 */
export function rememberVisit(store: Store, providerId: number): number[] {
  const list = [providerId, ...readRecentlyVisited(store).filter((id) => id !== providerId)].slice(
    0,
    RECENTLY_VISITED_MAX,
  );
  store.setItem(RECENTLY_VISITED_KEY, JSON.stringify(list));
  return list;
}
