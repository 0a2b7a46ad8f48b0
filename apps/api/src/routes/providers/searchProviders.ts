// searchProviders: Search voice actors (GET /providers/search).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { SEARCH_PAGE_SIZE, searchCriteria } from '../../modules/providers/providerProfiles';

import { loadProviders } from '../../modules/providers/providers';
import { searchProviderIds } from '../../modules/providers/providerSearch';

export const searchProviders: Handler<'searchProviders'> = async ({ query, viewer, services }) => {
  const page = pageRequest(query, SEARCH_PAGE_SIZE);
  const result = await searchProviderIds(services.db, searchCriteria(query), page);
  // Search cards play samples, so a page comes with its samples (one query for the page).
  const body = await loadProviders(services.db, result.ids, {
    viewer,
    publicOrigin: services.config.publicOrigin,
    samples: true,
  });
  return { status: 200, body, headers: pagingHeaders(page, result.total) };
};
