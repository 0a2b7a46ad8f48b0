// What the tags operations share: the tag columns with their usage count, and a tag by id.
import type { Tag } from '@vo/sdk';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tags } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

/** LIKE pattern text: the caller's % and _ are literal characters. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many samples carry the tag (no project carries one yet: project tags are assigned by the
 * project operations of a later part, which will count them here too). The outer column is written
 * qualified: drizzle would render it bare, which the subquery would read as its own.
 */
export const usageCount = sql<number>`(SELECT count(*)::int FROM samples s
  WHERE EXISTS (SELECT 1 FROM unnest(s.tags) AS carried(tag) WHERE lower(carried.tag) = lower("tags"."name")))`;

export const tagColumns = {
  id: tags.id,
  name: tags.name,
  excluded: tags.excluded,
  createdAt: tags.createdAt,
  usageCount,
};

export type TagRow = { id: number; name: string; excluded: boolean; createdAt: Date; usageCount: number };

export const toTag = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  excluded: row.excluded,
  usage_count: row.usageCount,
  created_at: row.createdAt.toISOString(),
});

export async function tagById(db: Database, id: number): Promise<Tag> {
  const [row] = await db.select(tagColumns).from(tags).where(eq(tags.id, id)).limit(1);
  if (!row) throw new Error(`tag ${id} vanished`);
  return toTag(row);
}

/** One page of the tags by name, optionally those containing `keywords` or of one excluded state. */
export async function tagPage(
  db: Database,
  filter: { keywords?: string | undefined; excluded?: boolean | undefined },
  page: PageRequest,
) {
  const keywords = filter.keywords?.trim().toLowerCase();
  const where = and(
    keywords ? sql`lower(${tags.name}) LIKE ${`%${likeEscape(keywords)}%`}` : undefined,
    filter.excluded === undefined ? undefined : eq(tags.excluded, filter.excluded),
  );
  const [total] = await db.select({ n: count() }).from(tags).where(where);
  const rows = await db
    .select(tagColumns)
    .from(tags)
    .where(where)
    .orderBy(sql`lower(${tags.name})`, asc(tags.id))
    .limit(page.size)
    .offset(page.offset);
  return { tags: rows.map(toTag), total: total?.n ?? 0 };
}

/**
 * Creates the tag, or when one of that name exists (names are unique whatever their case) sets its
 * excluded flag. Answers which happened and the tag.
 */
export async function saveTagByName(
  db: Database,
  name: string,
  excluded: boolean,
  now: Date,
): Promise<{ created: boolean; tag: Tag }> {
  const [created] = await db
    .insert(tags)
    .values({ name, excluded, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: tags.id });
  if (created) return { created: true, tag: await tagById(db, created.id) };
  const [updated] = await db
    .update(tags)
    .set({ excluded })
    .where(sql`lower(${tags.name}) = ${name.toLowerCase()}`)
    .returning({ id: tags.id });
  if (!updated) throw new Error('tag neither created nor found');
  return { created: false, tag: await tagById(db, updated.id) };
}
