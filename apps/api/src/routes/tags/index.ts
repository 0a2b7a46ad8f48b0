// tags: the tag list (any signed-in user) and its management by admins (create a tag, or set the
// excluded flag of the tag of that name). Names are unique case-insensitively.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Handlers } from '../../contract/types';
import type { Database } from '../../db/client';
import { tags } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { badRequest } from '../../http/errors';

type Tag = components['schemas']['Tag'];

/** LIKE pattern text: the caller's % and _ are literal characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How many samples carry the tag (no project carries one yet: project tags are assigned by the
 * project operations of a later part, which will count them here too). The outer column is written
 * qualified: drizzle would render it bare, which the subquery would read as its own.
 */
const usageCount = sql<number>`(SELECT count(*)::int FROM samples s
  WHERE EXISTS (SELECT 1 FROM unnest(s.tags) AS carried(tag) WHERE lower(carried.tag) = lower("tags"."name")))`;

const tagColumns = {
  id: tags.id,
  name: tags.name,
  excluded: tags.excluded,
  createdAt: tags.createdAt,
  usageCount,
};

type TagRow = { id: number; name: string; excluded: boolean; createdAt: Date; usageCount: number };

const toTag = (row: TagRow): Tag => ({
  id: row.id,
  name: row.name,
  excluded: row.excluded,
  usage_count: row.usageCount,
  created_at: row.createdAt.toISOString(),
});

async function tagById(db: Database, id: number): Promise<Tag> {
  const [row] = await db.select(tagColumns).from(tags).where(eq(tags.id, id)).limit(1);
  if (!row) throw new Error(`tag ${id} vanished`);
  return toTag(row);
}

export const tagHandlers = {
  listTags: async ({ services, query }) => {
    const page = pageRequest(query);
    const keywords = query.keywords?.trim().toLowerCase();
    const where = and(
      keywords ? sql`lower(${tags.name}) LIKE ${`%${likeEscape(keywords)}%`}` : undefined,
      query.excluded === undefined ? undefined : eq(tags.excluded, query.excluded),
    );
    const [total] = await services.db.select({ n: count() }).from(tags).where(where);
    const rows = await services.db
      .select(tagColumns)
      .from(tags)
      .where(where)
      .orderBy(sql`lower(${tags.name})`, asc(tags.id))
      .limit(page.size)
      .offset(page.offset);
    return { status: 200, body: rows.map(toTag), headers: { ...pagingHeaders(page, total?.n ?? 0) } };
  },

  saveTag: async ({ services, body }) => {
    const name = body.name.trim().replace(/\s+/g, ' ');
    if (name === '') throw badRequest('tag_name_blank', 'The tag name cannot be blank.');
    // The generated type marks `excluded` present because the schema gives it a default, but JSON
    // bodies are validated without filling defaults: apply the document's default (false) here.
    const excluded = (body as { excluded?: boolean }).excluded ?? false;
    const [created] = await services.db
      .insert(tags)
      .values({ name, excluded, createdAt: services.now() })
      .onConflictDoNothing()
      .returning({ id: tags.id });
    if (created) return { status: 201, body: await tagById(services.db, created.id) };
    const [updated] = await services.db
      .update(tags)
      .set({ excluded })
      .where(sql`lower(${tags.name}) = ${name.toLowerCase()}`)
      .returning({ id: tags.id });
    if (!updated) throw new Error('tag neither created nor found');
    return { status: 200, body: await tagById(services.db, updated.id) };
  },
} satisfies Handlers;
