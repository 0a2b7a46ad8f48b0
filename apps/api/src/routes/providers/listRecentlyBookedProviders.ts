// listRecentlyBookedProviders: List the voice actors the caller booked recently (GET /providers/recently_booked).
import type { Handler } from '../../contract/types';
import { pageRequest } from '../../http/paging';
import { recentlyBookedProviders } from '../../modules/providers/providerLists';
import { providerSummaryPage, RECENT_PAGE_SIZE } from '../../modules/providers/providerProfiles';

export const listRecentlyBookedProviders: Handler<'listRecentlyBookedProviders'> = async ({
  query,
  viewer,
  services,
}) => {
  const page = pageRequest(query, RECENT_PAGE_SIZE);
  const { rows, countAll } = await recentlyBookedProviders(services.db, viewer.user.id, page);
  return providerSummaryPage(services, page, rows, countAll);
};
