// The public counters voice actors pay to see (sample listens, profile views, search appearances)
// count a visitor once per sample or profile per time window: the same user, or the same anonymous session, replaying
// the call within COUNT_WINDOW_MS changes nothing. A unique (target, count_key) index makes this
// hold under concurrent calls too, on PGlite as on PostgreSQL. Anonymous callers are rate-limited
// per address as well (http/rateLimit.ts), so rotating session ids does not go far either.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileViews, sampleListens, samples, searchAppearances } from '../../db/schema';
import type { Viewer } from '../../auth/viewer';

/** One listen or view per visitor per target per hour. */
export const COUNT_WINDOW_MS = 60 * 60 * 1000;

/** Who is counted (the user when signed in, else the session) and in which window. */
export function countKey(viewer: Viewer | null, sessionId: string, at: Date): string {
  const visitor = viewer ? `u${viewer.user.id}` : `s${sessionId}`;
  return `${visitor}@${Math.floor(at.getTime() / COUNT_WINDOW_MS)}`;
}

/**
 * Records a listen of `sampleId` and raises its listen count, unless this visitor's listen was
 * already counted in the current window. False when the sample does not exist.
 */
export async function recordListen(
  db: Database,
  sampleId: number,
  viewer: Viewer | null,
  sessionId: string,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sample] = await tx
      .select({ id: samples.id })
      .from(samples)
      .where(eq(samples.id, sampleId))
      .limit(1);
    if (!sample) return false;
    const inserted = await tx
      .insert(sampleListens)
      .values({
        sampleId,
        // An admin acting as someone plays as that user.
        userId: viewer?.user.id ?? null,
        sessionId,
        at,
        countKey: countKey(viewer, sessionId, at),
      })
      .onConflictDoNothing()
      .returning({ id: sampleListens.id });
    if (inserted.length > 0)
      await tx
        .update(samples)
        .set({ listenCount: sql`${samples.listenCount} + 1` })
        .where(eq(samples.id, sampleId));
    return true;
  });
}

/** Records a view of a profile, unless this visitor's view was counted in the current window. */
export async function recordProfileView(
  db: Database,
  providerId: number,
  viewer: Viewer | null,
  sessionId: string,
  at: Date,
): Promise<void> {
  await db
    .insert(profileViews)
    .values({
      providerId,
      viewerId: viewer?.user.id ?? null,
      sessionId,
      at,
      countKey: countKey(viewer, sessionId, at),
    })
    .onConflictDoNothing();
}

/**
 * The appearances this server has already stored, by database (one per server; the tests run many
 * side by side): a visitor paging back and forth, or the server render and then the browser asking
 * for the same page, would otherwise write the same rows again for the unique key to turn away. A
 * search answered a quarter slower for that write in `npm run bench:search`. Only a filter before the
 * database: another node's filter, or a restart, leaves the unique key to decide.
 */
const storedAppearances = new WeakMap<Database, Set<string>>();
/** Keys remembered at most (then forgotten all at once): keys of past windows never come again. */
const REMEMBERED_APPEARANCES = 50_000;

/**
 * Records that the voice actors of a search results page appeared to this visitor, each once per
 * window. An admin acting as someone searches on their behalf, and a voice actor's own appearance is
 * not a visitor's, so neither counts (as profile views).
 */
export async function recordSearchAppearances(
  db: Database,
  providerIds: readonly number[],
  viewer: Viewer | null,
  sessionId: string,
  at: Date,
): Promise<void> {
  if (viewer?.admin) return;
  const key = countKey(viewer, sessionId, at);
  let stored = storedAppearances.get(db);
  if (stored === undefined || stored.size > REMEMBERED_APPEARANCES) {
    stored = new Set();
    storedAppearances.set(db, stored);
  }
  const known = stored;
  const shown = providerIds.filter((id) => id !== viewer?.providerId && !known.has(`${String(id)} ${key}`));
  if (shown.length === 0) return;
  await db
    .insert(searchAppearances)
    .values(shown.map((providerId) => ({ providerId, countKey: key, at })))
    .onConflictDoNothing();
  for (const id of shown) known.add(`${String(id)} ${key}`);
}
