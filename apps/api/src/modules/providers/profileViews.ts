// Profile views: each visit to a voice actor profile (by a signed-in user or an anonymous browser
// session), and the signed-in visitor's list of recently visited profiles.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** The recently visited profile list keeps at most 10 ids (spec sections 5 and 9). */
export const RECENTLY_VISITED_MAX = 10;

/**
 * Puts the viewed profile first in the user's recently visited list (prefs.last_visited), then the
 * others the app sent, newest first, without repeats, at most 10.
 */
export async function rememberVisitedProfile(
  db: Database,
  userId: number,
  providerId: number,
  lastVisited: readonly number[],
): Promise<void> {
  const list = [providerId, ...lastVisited.filter((id) => id !== providerId)].slice(0, RECENTLY_VISITED_MAX);
  await db
    .update(users)
    .set({ prefs: sql`${users.prefs} || ${JSON.stringify({ last_visited: list })}::jsonb` })
    .where(eq(users.id, userId));
}
