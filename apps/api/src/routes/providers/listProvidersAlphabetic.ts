// listProvidersAlphabetic: List voice actors alphabetically (GET /providers/alphabetic).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { DEFAULT_SERVICE } from '../../modules/providers/providerProfiles';
import { loadProviderSummaries } from '../../modules/providers/providers';
import { alphabeticProviderIds } from '../../modules/providers/providerSearch';

export const listProvidersAlphabetic: Handler<'listProvidersAlphabetic'> = async ({ query, services }) => {
  const page = pageRequest(query);
  const result = await alphabeticProviderIds(services.db, DEFAULT_SERVICE, query.letter, page);
  const body = await loadProviderSummaries(services.db, result.ids, services.config.publicOrigin);
  return { status: 200, body, headers: pagingHeaders(page, result.total) };
};
