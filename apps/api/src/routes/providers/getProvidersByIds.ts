// getProvidersByIds: Get several voice actors by id (GET /providers/by_ids).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders, parseIdList, slicePage } from '../../http/paging';
import { loadProviders } from '../../modules/providers/providers';

export const getProvidersByIds: Handler<'getProvidersByIds'> = async ({ query, viewer, services }) => {
  const page = pageRequest(query);
  const found = await loadProviders(services.db, parseIdList(query.ids), {
    viewer,
    publicOrigin: services.config.publicOrigin,
  });
  return { status: 200, body: slicePage(found, page), headers: pagingHeaders(page, found.length) };
};
