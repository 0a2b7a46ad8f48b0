// The staff actions log read back (written by auth/staffAudit.ts as each staff write succeeds): newest
// first, with the staff member's name, on one address and below it, or of one staff member.
import type { StaffAction } from '@vo/sdk';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffActions, users } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { likeEscape } from '../attributes/tags';

export async function staffActionPage(
  db: Database,
  filter: { pathPrefix?: string | undefined; actorId?: number | undefined },
  page: PageRequest,
): Promise<{ rows: StaffAction[]; total: number }> {
  const prefix = filter.pathPrefix?.replace(/\/+$/, '');
  const where = and(
    prefix === undefined
      ? undefined
      : or(eq(staffActions.path, prefix), sql`${staffActions.path} LIKE ${`${likeEscape(prefix)}/%`}`),
    filter.actorId === undefined ? undefined : eq(staffActions.actorId, filter.actorId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ action: staffActions, actorName: users.name })
      .from(staffActions)
      .leftJoin(users, eq(users.id, staffActions.actorId))
      .where(where)
      .orderBy(desc(staffActions.at), desc(staffActions.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(staffActions).where(where),
  ]);
  return {
    rows: rows.map(({ action, actorName }) => ({
      id: action.id,
      actor_id: action.actorId,
      actor_name: actorName ?? `User ${action.actorId}`,
      acting_as_id: action.actingAsId,
      operation_id: action.operationId,
      method: action.method as StaffAction['method'],
      path: action.path,
      status: action.status,
      at: action.at.toISOString(),
    })),
    total: totals[0]?.n ?? 0,
  };
}
