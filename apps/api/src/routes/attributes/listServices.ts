// listServices: List services (GET /services).
import { asc, count, inArray } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { services as servicesTable } from '../../db/schema';
import { isServiceId, serviceIds } from '../../domain/attributes';
import { pageRequest, pagingHeaders } from '../../domain/paging';

export const listServices: Handler<'listServices'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const where = inArray(servicesTable.id, [...serviceIds]);
  const [total] = await services.db.select({ n: count() }).from(servicesTable).where(where);
  const rows = await services.db
    .select()
    .from(servicesTable)
    .where(where)
    .orderBy(asc(servicesTable.name), asc(servicesTable.id))
    .limit(page.size)
    .offset(page.offset);
  return {
    status: 200,
    body: rows.flatMap((row) => (isServiceId(row.id) ? [{ id: row.id, name: row.name }] : [])),
    headers: { ...pagingHeaders(page, total?.n ?? 0) },
  };
};
