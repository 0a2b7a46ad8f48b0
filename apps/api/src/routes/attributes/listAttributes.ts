// listAttributes: List search attributes (GET /attributes).
import { and, count, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { attributes } from '../../db/schema';
import { attributeOrder, knownGroup, toAttributeResource } from '../../domain/attributes';
import { pageRequest, pagingHeaders } from '../../domain/paging';

export const listAttributes: Handler<'listAttributes'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const where = query.group ? and(knownGroup, eq(attributes.group, query.group)) : knownGroup;
  const [total] = await services.db.select({ n: count() }).from(attributes).where(where);
  const rows = await services.db
    .select()
    .from(attributes)
    .where(where)
    .orderBy(...attributeOrder)
    .limit(page.size)
    .offset(page.offset);
  return {
    status: 200,
    body: rows.map(toAttributeResource),
    headers: { ...pagingHeaders(page, total?.n ?? 0) },
  };
};
