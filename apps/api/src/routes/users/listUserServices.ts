// listUserServices: List a user's services (GET /users/{id}/services).
import { asc, count, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { userServices } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { badgeStats } from '../../domain/stats';
import { activeUser, selfOrAdmin, toUserService } from '../../domain/users';

export const listUserServices: Handler<'listUserServices'> = async ({
  viewer: me,
  services,
  params,
  query,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const page = pageRequest(query);
  const where = eq(userServices.userId, user.id);
  const [total] = await services.db.select({ n: count() }).from(userServices).where(where);
  const rows = await services.db
    .select()
    .from(userServices)
    .where(where)
    .orderBy(asc(userServices.id))
    .limit(page.size)
    .offset(page.offset);
  const stats = await badgeStats(services.db, user.id);
  return {
    status: 200,
    body: rows.map((row) => toUserService(row, stats.user)),
    headers: { ...pagingHeaders(page, total?.n ?? 0) },
  };
};
