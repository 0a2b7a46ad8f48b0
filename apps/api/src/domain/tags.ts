// What the tags operations share: the tag columns with their usage count, and a tag by id.
import type { Tag } from '@vo/sdk';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tags } from '../db/schema';

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
