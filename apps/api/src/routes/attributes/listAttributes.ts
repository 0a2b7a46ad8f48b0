// listAttributes: List search attributes (GET /attributes).
import type { Handler } from '../../contract/types';
import { attributePage, toAttributeResource } from '../../modules/attributes/attributes';
import { pageRequest, pagingHeaders } from '../../http/paging';

export const listAttributes: Handler<'listAttributes'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const { rows, total } = await attributePage(services.db, query.group, page);
  return {
    status: 200,
    body: rows.map(toAttributeResource),
    headers: { ...pagingHeaders(page, total) },
  };
};
