// searchAttributes: Search attributes by text (GET /attributes/search).
import { and, count, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { attributes } from '../../db/schema';
import { attributeOrder, knownGroup, likeEscape, toAttributeResource } from '../../domain/attributes';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { badRequest } from '../../http/errors';

// Best match first: the whole name, then a name that starts with the text, then a word of the
// name that does ("span" finds "Spanish (Latin American)" before "Hispanic"), then anywhere.
export const searchAttributes: Handler<'searchAttributes'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const text = query.text.trim().toLowerCase();
  if (text === '') throw badRequest('text_blank', 'text cannot be blank.');
  const name = sql`lower(${attributes.name})`;
  const anywhere = `%${likeEscape(text)}%`;
  const where = and(
    knownGroup,
    query.group ? eq(attributes.group, query.group) : undefined,
    sql`${name} LIKE ${anywhere}`,
  );
  const rank = sql`CASE
    WHEN ${name} = ${text} THEN 0
    WHEN ${name} LIKE ${`${likeEscape(text)}%`} THEN 1
    WHEN ${name} LIKE ${`% ${likeEscape(text)}%`} OR ${name} LIKE ${`%(${likeEscape(text)}%`}
      OR ${name} LIKE ${`%-${likeEscape(text)}%`} THEN 2
    ELSE 3 END`;
  const [total] = await services.db.select({ n: count() }).from(attributes).where(where);
  const rows = await services.db
    .select()
    .from(attributes)
    .where(where)
    .orderBy(rank, ...attributeOrder)
    .limit(page.size)
    .offset(page.offset);
  return {
    status: 200,
    body: rows.map(toAttributeResource),
    headers: { ...pagingHeaders(page, total?.n ?? 0) },
  };
};
