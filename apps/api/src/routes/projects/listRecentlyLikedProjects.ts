// listRecentlyLikedProjects: List projects with recently liked proposals (GET /projects/recently_liked),
// the client home's "liked proposals" block: the caller's own projects whose proposals the caller
// liked, most recent like first, each with those proposals (most recently liked first, at most 20).
// Clients only (403 for a voice actor without the client role).
import type { Handler } from '../../contract/types';
import { forbidden } from '../../http/errors';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { recentlyLikedPage } from '../../modules/offers/offerActivity';
import { loadOfferResources } from '../../modules/offers/offers';
import { projectSummary } from '../../modules/invitations/invitations';

export const listRecentlyLikedProjects: Handler<'listRecentlyLikedProjects'> = async ({
  viewer,
  query,
  services,
}) => {
  if (!viewer.user.roles.includes('client'))
    throw forbidden('not_a_client', 'Liked proposals are listed for clients, on their own projects.');
  const { db } = services;
  const page = pageRequest(query);
  const { groups, total } = await recentlyLikedPage(db, viewer.user.id, page);
  const shown = await loadOfferResources(
    db,
    groups.flatMap((g) => g.offers),
    viewer,
    services,
  );
  const byId = new Map(shown.map((offer) => [offer.id, offer]));
  const body = groups.map((group) => ({
    project: projectSummary(group.project),
    offers: group.offers.flatMap((row) => byId.get(row.id) ?? []),
    last_liked_at: group.lastLiked.toISOString(),
  }));
  return { status: 200, body, headers: pagingHeaders(page, total) };
};
