// listServices: List services (GET /services).
import type { Handler } from '../../contract/types';
import { servicePage } from '../../modules/attributes/attributes';
import { pageRequest, pagingHeaders } from '../../http/paging';

export const listServices: Handler<'listServices'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const { services: rows, total } = await servicePage(services.db, page);
  return {
    status: 200,
    body: rows,
    headers: { ...pagingHeaders(page, total) },
  };
};
