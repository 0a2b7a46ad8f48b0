// listFooterCategoryPages: List the category pages linked from the footer (GET /categoryPages/footer),
// in footer order.
import type { Handler } from '../../contract/types';
import { footerPages, toSummary } from '../../modules/categoryPages/categoryPages';
import { pageRequest, pagingHeaders } from '../../http/paging';

export const listFooterCategoryPages: Handler<'listFooterCategoryPages'> = async ({ query, services }) => {
  const page = pageRequest(query);
  const { rows, total } = await footerPages(services.db, page);
  return { status: 200, body: rows.map(toSummary), headers: pagingHeaders(page, total) };
};
