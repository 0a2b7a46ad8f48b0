// listCategoryPages: List category pages (GET /categoryPages), alphabetically by title.
import type { Handler } from '../../contract/types';
import { pagesByTitle, toSummary } from '../../modules/categoryPages/categoryPages';
import { pageRequest, pagingHeaders } from '../../http/paging';

export const listCategoryPages: Handler<'listCategoryPages'> = async ({ query, services }) => {
  const page = pageRequest(query);
  const { rows, total } = await pagesByTitle(services.db, page);
  return { status: 200, body: rows.map(toSummary), headers: pagingHeaders(page, total) };
};
