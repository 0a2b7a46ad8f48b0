// listStaffActions: List the actions staff took (GET /actionsLog/staff, designed). Admins only
// (x-roles): newest first, on one address and below it (path_prefix) or of one staff member.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { staffActionPage } from '../../modules/actionsLog/staffActions';

export const listStaffActions: Handler<'listStaffActions'> = async ({ services, query }) => {
  const page = pageRequest(query);
  const { rows, total } = await staffActionPage(
    services.db,
    { pathPrefix: query.path_prefix, actorId: query.actor_id },
    page,
  );
  return { status: 200, body: rows, headers: pagingHeaders(page, total) };
};
