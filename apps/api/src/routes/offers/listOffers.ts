// listOffers: List offers (GET /offers). With project_id, the proposals the project received, as
// its owners and admins see them and as everyone sees the shared list (the extra data for signed-in
// callers only); the trash is the owners'. Without it, the calling voice actor's own (the outbox).
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { forbidden, unauthorized } from '../../http/errors';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { offerPage } from '../../modules/offers/offerLists';
import { loadOfferResources } from '../../modules/offers/offers';
import { findProject } from '../../modules/projects/projectLifecycle';

/** The document's default page size for offers (spec section 9). */
const OFFERS_PAGE_SIZE = 10;

export const listOffers: Handler<'listOffers'> = async ({ viewer, query, services }) => {
  const { db } = services;
  const page = pageRequest(query, OFFERS_PAGE_SIZE);
  const filters = {
    statuses: query.status,
    trash: query.trash === true,
    upvotes: query.upvotes,
    since: query.since === undefined ? undefined : new Date(query.since),
    order: query.order ?? 'oldest',
  };
  let scope: Parameters<typeof offerPage>[1];
  if (query.project_id !== undefined) {
    const project = await findProject(db, query.project_id);
    const owner = viewer !== null && (isAdmin(viewer) || project.ownerIds.includes(viewer.user.id));
    if (filters.trash && !owner)
      throw forbidden('trash_owners_only', 'Only the project’s owners see its trash.');
    scope = { projectId: project.row.id, draftsOf: viewer?.providerId ?? null };
  } else {
    if (viewer === null)
      throw unauthorized('InvalidTokenSupplied', 'sign_in_required', 'Sign in to see your proposals.');
    if (viewer.providerId === null) throw forbidden('not_a_voice_actor', 'Only voice actors send proposals.');
    scope = { providerId: viewer.providerId };
  }
  const { rows, total } = await offerPage(db, scope, filters, page);
  return {
    status: 200,
    body: await loadOfferResources(db, rows, viewer, services),
    headers: pagingHeaders(page, total),
  };
};
