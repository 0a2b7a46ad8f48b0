// searchAttributes: Search attributes by text (GET /attributes/search).
import type { Handler } from '../../contract/types';
import { searchAttributePage, toAttributeResource } from '../../modules/attributes/attributes';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { badRequest } from '../../http/errors';

// Best match first (see searchAttributePage): the whole name, then a name that starts with the
// text, then a word of the name that does, then anywhere.
export const searchAttributes: Handler<'searchAttributes'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const text = query.text.trim().toLowerCase();
  if (text === '') throw badRequest('text_blank', 'text cannot be blank.');
  const { rows, total } = await searchAttributePage(services.db, text, query.group, page);
  return {
    status: 200,
    body: rows.map(toAttributeResource),
    headers: { ...pagingHeaders(page, total) },
  };
};
