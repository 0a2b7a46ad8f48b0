// suggestProviders: Suggest voice actors for a search text (GET /providers/suggest).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { loadProviderSummaries } from '../../modules/providers/providers';
import { suggestProviderIds } from '../../modules/providers/providerSearch';

export const suggestProviders: Handler<'suggestProviders'> = async ({ query, services }) => {
  const page = pageRequest(query);
  const result = await suggestProviderIds(services.db, query.text, page);
  const body = await loadProviderSummaries(services.db, result.ids, services.config.publicOrigin);
  return { status: 200, body, headers: pagingHeaders(page, result.total) };
};
