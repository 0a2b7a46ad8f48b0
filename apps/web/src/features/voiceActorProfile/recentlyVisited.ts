/** Spec sections 5 and 9: the recently visited profiles, at most 10, newest first, no duplicates. */
export const RECENTLY_VISITED_MAX = 10;

/** Where the device keeps them (anonymous visitors' list stays on the device; section 7 profile_view). */
export const RECENTLY_VISITED_KEY = 'vo.recentlyVisited';

/** The list after visiting `providerId`: it first, earlier visits after it, at most 10. */
export function afterVisit(previous: readonly number[], providerId: number): number[] {
  return [providerId, ...previous.filter((id) => id !== providerId)].slice(0, RECENTLY_VISITED_MAX);
}

function read(storage: Storage): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENTLY_VISITED_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isSafeInteger(id) && typeof id === 'number' && id > 0)
      : [];
  } catch {
    return [];
  }
}

/** Records the visit on the device and returns the list to send with the profile view. */
export function rememberVisit(storage: Storage, providerId: number): number[] {
  const list = afterVisit(read(storage), providerId);
  try {
    storage.setItem(RECENTLY_VISITED_KEY, JSON.stringify(list));
  } catch {
    // A full or refused storage: the server still gets this visit's list.
  }
  return list;
}
