// listTags: List tags (GET /tags).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { tags } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { likeEscape, tagColumns, toTag } from '../../domain/tags';

export const listTags: Handler<'listTags'> = async ({ services, query }) => {
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
};
