// actionsLog: the searches people make (the top search keywords an admin reads and clears) and the
// shares of an entity's link. Each search is one row, so the top searches can count from any date;
// clearing a keyword deletes its rows.
import type { SharedEntity, ShareMedium, TopSearch } from '@vo/sdk';
import { and, count, desc, eq, gte, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  demos,
  projects,
  providers,
  reviews,
  samples,
  searchKeywords,
  shareEvents,
  users,
} from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { textWords } from '../providers/providerSearch';

/** A search text as counted: its words in lower case, one space apart; null when it has none. */
export function normaliseKeyword(text: string): string | null {
  const words = textWords(text, 20);
  const keyword = words.join(' ').slice(0, 200);
  return keyword === '' ? null : keyword;
}

/** Records one search of a free text (nothing for a text without words). */
export async function recordSearch(db: Database, text: string, at: Date): Promise<void> {
  const keyword = normaliseKeyword(text);
  if (keyword === null) return;
  await db.insert(searchKeywords).values({ keyword, searchedAt: at });
}

/** One page of the keywords searched most (since a date when given), most searched first. */
export async function topSearches(
  db: Database,
  since: Date | undefined,
  page: PageRequest,
): Promise<{ rows: TopSearch[]; total: number }> {
  const where = since ? gte(searchKeywords.searchedAt, since) : undefined;
  const searches = count().as('searches');
  const [rows, totals] = await Promise.all([
    db
      .select({ keyword: searchKeywords.keyword, searches, last: max(searchKeywords.searchedAt) })
      .from(searchKeywords)
      .where(where)
      .groupBy(searchKeywords.keyword)
      .orderBy(desc(searches), searchKeywords.keyword)
      .limit(page.size)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(DISTINCT ${searchKeywords.keyword})`.mapWith(Number) })
      .from(searchKeywords)
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      keyword: row.keyword,
      count: row.searches,
      ...(row.last ? { last_searched_at: row.last.toISOString() } : {}),
    })),
    total: totals[0]?.n ?? 0,
  };
}

/** Deletes the searches of the given keywords (as typed or normalised), or all of them. */
export async function clearKeywords(db: Database, keywords: readonly string[] | 'all'): Promise<void> {
  if (keywords === 'all') {
    await db.delete(searchKeywords);
    return;
  }
  const normalised = keywords.flatMap((keyword) => normaliseKeyword(keyword) ?? []);
  const wanted = [...new Set([...keywords, ...normalised])];
  await db.delete(searchKeywords).where(inArray(searchKeywords.keyword, wanted));
}

const numeric = (id: string): number | null =>
  /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;

/**
 * Whether a shared entity exists on this server. An entity this server does not hold yet (proposals, messages, question threads, conversations and recordings come with the
 * issues that build them): no id can name one of those here.
 */
async function entityExists(db: Database, entity: SharedEntity, entityId: string): Promise<boolean> {
  const id = numeric(entityId);
  const first = async (query: Promise<unknown[]>) => (await query).length > 0;
  switch (entity) {
    case 'provider':
      return (
        id !== null &&
        first(db.select({ id: providers.id }).from(providers).where(eq(providers.id, id)).limit(1))
      );
    case 'client':
      return (
        id !== null &&
        first(
          db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, id), isNull(users.deletedAt)))
            .limit(1),
        )
      );
    case 'sample':
      return first(
        db
          .select({ id: samples.id })
          .from(samples)
          .where(
            id === null ? eq(samples.hash, entityId) : or(eq(samples.id, id), eq(samples.hash, entityId)),
          )
          .limit(1),
      );
    case 'demo':
      return id !== null && first(db.select({ id: demos.id }).from(demos).where(eq(demos.id, id)).limit(1));
    case 'review':
      return (
        id !== null && first(db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).limit(1))
      );
    case 'project':
      return first(
        db
          .select({ id: projects.id })
          .from(projects)
          .where(
            id === null
              ? eq(projects.publicHash, entityId)
              : or(eq(projects.id, id), eq(projects.publicHash, entityId)),
          )
          .limit(1),
      );
    default:
      return false;
  }
}

/** Records a share of an entity's link; false when the id names no such entity. */
export async function recordShare(
  db: Database,
  share: { entity: SharedEntity; entityId: string; medium: ShareMedium | undefined; userId: number | null },
  at: Date,
): Promise<boolean> {
  if (!(await entityExists(db, share.entity, share.entityId))) return false;
  await db.insert(shareEvents).values({
    entity: share.entity,
    entityId: share.entityId,
    medium: share.medium ?? null,
    userId: share.userId,
    sharedAt: at,
  });
  return true;
}
