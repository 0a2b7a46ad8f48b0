// The staff actions log (issue 46, spec section 6's admin powers): every write a staff member makes
// that succeeds is recorded with who made it, before the answer is sent. Staff writes are every
// write by an admin account (an admin's powers are spread over operations others also call, such as
// deleting an account or editing a project's status), every write to a staff-only operation (its
// x-roles only admin, finance or tester: the feature requests, the experiments tool, the finance
// page), and every write made while an admin acts as another user. modules/actionsLog reads it.
import type { FastifyRequest } from 'fastify';
import type { OperationSpec } from '../contract/document';
import { staffActions } from '../db/schema';
import type { Services } from '../services';
import type { Viewer } from './viewer';

const STAFF_ROLES: ReadonlySet<string> = new Set(['admin', 'finance', 'tester']);

/** Whether only staff may call the operation (its roles are all staff roles). */
export const staffOnly = (op: OperationSpec) =>
  op.roles.length > 0 && op.roles.every((role) => STAFF_ROLES.has(role));

/** Who a write is recorded for, or null when it is not a staff action. */
export function staffActor(
  viewer: Viewer,
  op: OperationSpec,
): { actorId: number; actingAsId: number | null } | null {
  if (viewer.admin) return { actorId: viewer.admin.id, actingAsId: viewer.user.id };
  if (viewer.user.roles.includes('admin') || staffOnly(op))
    return { actorId: viewer.user.id, actingAsId: null };
  return null;
}

/** The address below the API's base path, without its query. */
export const actionPath = (url: string) =>
  (url.split('?')[0] ?? url).replace(/^\/api(?=\/)/, '').slice(0, 400);

export async function recordStaffAction(
  services: Services,
  request: FastifyRequest,
  status: number,
): Promise<void> {
  const { viewer, operation } = request;
  if (!viewer || !operation || operation.method === 'GET' || status >= 400) return;
  const actor = staffActor(viewer, operation);
  if (!actor) return;
  await services.db.insert(staffActions).values({
    ...actor,
    operationId: operation.operationId,
    method: operation.method,
    path: actionPath(request.url),
    status,
    at: services.now(),
  });
}
