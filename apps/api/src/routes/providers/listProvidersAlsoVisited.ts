// listProvidersAlsoVisited: List voice actors also visited by this profile's visitors (GET /providers/{id}/also_visited).
import type { Handler } from '../../contract/types';
import { pageRequest } from '../../http/paging';
import { visibleProvider } from '../../modules/providers/providerAccess';
import { alsoVisitedProviders } from '../../modules/providers/providerLists';
import { providerSummaryPage } from '../../modules/providers/providerProfiles';

export const listProvidersAlsoVisited: Handler<'listProvidersAlsoVisited'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  await visibleProvider(services.db, viewer, params.id);
  const page = pageRequest(query);
  const { rows, countAll } = await alsoVisitedProviders(services.db, params.id, page);
  return providerSummaryPage(services, page, rows, countAll);
};
