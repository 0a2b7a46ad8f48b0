// The public counters voice actors pay to see (sample listens, profile views) count a visitor once
// per sample or profile per time window: the same user, or the same anonymous session, replaying
// the call within COUNT_WINDOW_MS changes nothing. A unique (target, count_key) index makes this
// hold under concurrent calls too, on PGlite as on PostgreSQL. Anonymous callers are rate-limited
// per address as well (http/rateLimit.ts), so rotating session ids does not go far either.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileViews, sampleListens, samples } from '../../db/schema';
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
