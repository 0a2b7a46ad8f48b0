// listUserProjects: List a user's projects (GET /users/{id}/projects).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { loadProjectResources, ownedProjectPage } from '../../modules/projects/projects';
import { activeUser, selfOrAdmin } from '../../modules/users/users';

// The projects the user owns, as the posting client or a shared owner, newest first; scope active
// or past for the dashboard's tabs, type casting or booking (/dashboard/bookings lists the bookings).
export const listUserProjects: Handler<'listUserProjects'> = async ({
  viewer: me,
  services,
  params,
  query,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const { db } = services;
  const page = pageRequest(query);
  const { rows, total } = await ownedProjectPage(db, user.id, page, query.scope, query.type);
  const body = await loadProjectResources(db, rows, me, services.config.publicOrigin);
  return { status: 200, body, headers: { ...pagingHeaders(page, total) } };
};
