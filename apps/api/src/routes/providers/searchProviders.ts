// searchProviders: Search voice actors (GET /providers/search).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { SEARCH_PAGE_SIZE, searchCriteria } from '../../domain/providerProfiles';

import { loadProviders } from '../../domain/providers';
import { searchProviderIds } from '../../domain/providerSearch';

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
