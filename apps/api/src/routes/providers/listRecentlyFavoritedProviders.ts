// listRecentlyFavoritedProviders: List the voice actors the caller favorited recently (GET /providers/recently_favorited).
import type { Handler } from '../../contract/types';
import { pageRequest } from '../../http/paging';
import { recentlyFavoritedProviders } from '../../modules/providers/providerLists';
import { providerSummaryPage, RECENT_PAGE_SIZE } from '../../modules/providers/providerProfiles';

export const listRecentlyFavoritedProviders: Handler<'listRecentlyFavoritedProviders'> = async ({
  query,
  viewer,
  services,
}) => {
  const page = pageRequest(query, RECENT_PAGE_SIZE);
  const { rows, countAll } = await recentlyFavoritedProviders(services.db, viewer.user.id, page);
  return providerSummaryPage(services, page, rows, countAll);
};
