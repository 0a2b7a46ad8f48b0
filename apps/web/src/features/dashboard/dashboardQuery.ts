// The data of the two homes and the stats page: every query the client home, the voice actor
// dashboard's tabs and /stats/{id} read, named once so the pages and their stories ask alike.
import {
  getGetProviderMarketQueryOptions,
  getGetProviderMonthlyEarningStatsQueryOptions,
  getGetProviderOverallEarningStatsQueryOptions,
  getGetProviderStatsQueryOptions,
  getListProviderBookingClientsQueryOptions,
  getListProviderPendingInvitationsQueryOptions,
  getListProvidersAlsoVisitedQueryOptions,
  getListRecentlyFavoritedProvidersQueryOptions,
  getListRecentlyLikedProjectsQueryOptions,
  getListUserChannelsQueryOptions,
  getListUserProjectsQueryOptions,
} from '@vo/sdk/hooks';

/** A panel that fails shows its failure in place; the rest of the page stays. */
const PANEL_ERRORS = { errors: 'local' } as const;

/** How many rows a home's panel lists before its "see all" link (spec section 9: recently favorited 8). */
export const PANEL_SIZE = 5;
export const RECENT_FAVORITES_SIZE = 8;

// The client home.
export const recentFavoritesQuery = () => ({
  ...getListRecentlyFavoritedProvidersQueryOptions({ size: RECENT_FAVORITES_SIZE }),
  meta: PANEL_ERRORS,
});
export const likedProposalsQuery = () => ({
  ...getListRecentlyLikedProjectsQueryOptions({ size: PANEL_SIZE }),
  meta: PANEL_ERRORS,
});
export const conversationsQuery = (userId: number) => ({
  ...getListUserChannelsQueryOptions(userId, { size: PANEL_SIZE }),
  meta: PANEL_ERRORS,
});
export const activeCastingsQuery = (userId: number) => ({
  ...getListUserProjectsQueryOptions(userId, { type: 'casting', scope: 'active', size: PANEL_SIZE }),
  meta: PANEL_ERRORS,
});
export const activeBookingsQuery = (userId: number) => ({
  ...getListUserProjectsQueryOptions(userId, { type: 'booking', scope: 'active', size: PANEL_SIZE }),
  meta: PANEL_ERRORS,
});

// The voice actor's figures (the dashboard's tabs and /stats/{id}).
export const providerStatsQuery = (providerId: number) => ({
  ...getGetProviderStatsQueryOptions(providerId),
  meta: PANEL_ERRORS,
});
export const marketQuery = (providerId: number) => ({
  ...getGetProviderMarketQueryOptions(providerId),
  meta: PANEL_ERRORS,
});
export const alsoVisitedQuery = (providerId: number) => ({
  ...getListProvidersAlsoVisitedQueryOptions(providerId, { size: PANEL_SIZE }),
  meta: PANEL_ERRORS,
});
export const pendingInvitationsQuery = (providerId: number) => ({
  ...getListProviderPendingInvitationsQueryOptions(providerId),
  meta: PANEL_ERRORS,
});
export const monthlyEarningsQuery = (providerId: number) => ({
  ...getGetProviderMonthlyEarningStatsQueryOptions(providerId),
  meta: PANEL_ERRORS,
});
export const overallEarningsQuery = (providerId: number) => ({
  ...getGetProviderOverallEarningStatsQueryOptions(providerId),
  meta: PANEL_ERRORS,
});
export const bookingClientsQuery = (providerId: number) => ({
  ...getListProviderBookingClientsQueryOptions(providerId, { size: PANEL_SIZE }),
  meta: PANEL_ERRORS,
});

/** The dashboard's tabs, as `?tab=` names them. */
export const DASHBOARD_TABS = ['visibility', 'activity', 'earnings'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab an address asks for; visibility by default. */
export function tabOf(search: URLSearchParams): DashboardTab {
  const asked = search.get('tab');
  return DASHBOARD_TABS.find((tab) => tab === asked) ?? 'visibility';
}

/** A provider id as the address carries it (/stats/{id}), else null. */
export function providerIdFrom(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
