// The castings open to auditions across the marketplace, as the public voice-over jobs page shows
// them: counts, the median budget and the languages asked for most; nothing that names a client.
import { and, gt, gte, isNull, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { loadAttributeRefs } from '../attributes/attributes';
import { nullableNumber, averageBudget } from '../providers/providerMarket';

/** The languages the jobs page lists (the document's maxItems). */
export const OPEN_CASTING_LANGUAGES = 5;
/** "Posted lately": the last 30 days. */
const RECENT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Castings that never reached the marketplace: not yet approved, or refused. */
const NOT_POSTED = ['draft', 'pending_approval', 'disapproved'];

/** A casting accepting auditions at `now`: approved and active, its deadline (if any) still ahead. */
export const openCasting = (now: Date): SQL =>
  and(
    sql`${projects.type} = 'casting'`,
    sql`${projects.status} = 'active'`,
    or(isNull(projects.deadline), gt(projects.deadline, now)),
  ) ?? sql`false`;

export async function openCastingsSummary(db: Database, now: Date) {
  const open = openCasting(now);
  const [figures] = await db
    .select({
      open: sql<number>`count(*) FILTER (WHERE ${open})`.mapWith(Number),
      recent:
        sql<number>`count(*) FILTER (WHERE ${projects.createdAt} >= ${new Date(now.getTime() - RECENT_DAYS * DAY_MS)})`.mapWith(
          Number,
        ),
      median: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${projects.budget}) FILTER (WHERE ${open})`.mapWith(
        nullableNumber,
      ),
    })
    .from(projects)
    .where(
      and(
        sql`${projects.type} = 'casting'`,
        notInArray(projects.status, NOT_POSTED),
        lte(projects.createdAt, now),
        or(open, gte(projects.createdAt, new Date(now.getTime() - RECENT_DAYS * DAY_MS))),
      ),
    );
  // Each open casting counts once per language it asks for; ties go to the lower id (stable order).
  const language = sql<number>`unnest(${projects.languages})`.mapWith(Number);
  const rows = await db
    .select({ id: language, n: sql<number>`count(*)`.mapWith(Number) })
    .from(projects)
    .where(open)
    .groupBy(sql`1`)
    .orderBy(sql`2 DESC`, sql`1`)
    .limit(OPEN_CASTING_LANGUAGES);
  const refs = await loadAttributeRefs(
    db,
    rows.map((row) => row.id),
  );
  return {
    open_castings: figures?.open ?? 0,
    posted_last_30_days: figures?.recent ?? 0,
    median_budget: averageBudget(figures?.median ?? null),
    languages: rows.flatMap((row) => {
      const ref = refs.get(row.id);
      return ref ? [{ language: ref, open_castings: row.n }] : [];
    }),
  };
}
