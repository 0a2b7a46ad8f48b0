// listUserServices: List a user's services (GET /users/{id}/services).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { badgeStats } from '../../modules/stats/stats';
import { activeUser, selfOrAdmin, toUserService, userServicePage } from '../../modules/users/users';

export const listUserServices: Handler<'listUserServices'> = async ({
  viewer: me,
  services,
  params,
  query,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const page = pageRequest(query);
  const { rows, total } = await userServicePage(services.db, user.id, page);
  const stats = await badgeStats(services.db, user.id);
  return {
    status: 200,
    body: rows.map((row) => toUserService(row, stats.user)),
    headers: { ...pagingHeaders(page, total) },
  };
};
