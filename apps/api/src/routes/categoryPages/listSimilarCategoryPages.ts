// listSimilarCategoryPages: List category pages similar to one (GET /categoryPages/{slug}/similarPages),
// most similar first, without the page itself; 404 for a slug no page has.
import type { Handler } from '../../contract/types';
import { requirePage, similarPages, toSummary } from '../../modules/categoryPages/categoryPages';
import { pageRequest, pagingHeaders, slicePage } from '../../http/paging';

export const listSimilarCategoryPages: Handler<'listSimilarCategoryPages'> = async ({
  params,
  query,
  services,
}) => {
  const row = await requirePage(services.db, params.slug);
  const page = pageRequest(query);
  const similar = await similarPages(services.db, row);
  return {
    status: 200,
    body: slicePage(similar, page).map(toSummary),
    headers: pagingHeaders(page, similar.length),
  };
};
