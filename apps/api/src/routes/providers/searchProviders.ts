// searchProviders: Search voice actors (GET /providers/search).
import type { Handler } from '../../contract/types';
import { pageRequest } from '../../http/paging';
import { SEARCH_PAGE_SIZE, searchCriteria } from '../../modules/providers/providerProfiles';
import { searchProviderIds } from '../../modules/providers/providerSearch';
import { searchResultsPage } from './searchResults';

export const searchProviders: Handler<'searchProviders'> = async ({ query, viewer, sessionId, services }) => {
  const page = pageRequest(query, SEARCH_PAGE_SIZE);
  const criteria = searchCriteria(query);
  const result = await searchProviderIds(services.db, criteria, page);
  // Voice actors asked for by id (a favorites list) were looked up, not found by a search.
  const searched = !criteria.ids?.length && !criteria.userIds?.length;
  return searchResultsPage(services, result, page, { viewer, sessionId, searched });
};
