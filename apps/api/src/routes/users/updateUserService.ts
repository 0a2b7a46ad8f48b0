// updateUserService: Update a user's service (PATCH /users/{id}/services/{serviceId}).
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { userServices } from '../../db/schema';
import { badgeStats } from '../../domain/stats';
import { activeUser, asObject, selfOrAdmin, toUserService } from '../../domain/users';
import { notFound } from '../../http/errors';

export const updateUserService: Handler<'updateUserService'> = async ({
  viewer: me,
  services,
  params,
  body,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const where = and(eq(userServices.id, params.serviceId), eq(userServices.userId, user.id));
  const [service] = await services.db.select().from(userServices).where(where).limit(1);
  if (!service) throw notFound('service_not_found', 'This user has no such service.');
  // Spec section 6: service updates are not saved while an admin acts as someone else.
  const stats = await badgeStats(services.db, user.id);
  if (me.admin) return { status: 200, body: toUserService(service, stats.user) };
  const [saved] = await services.db
    .update(userServices)
    .set({
      ...(body.organization_type !== undefined ? { organizationType: body.organization_type } : {}),
      ...(body.usage_reason !== undefined ? { usageReason: body.usage_reason } : {}),
      ...(body.service_properties !== undefined
        ? { serviceProperties: { ...asObject(service.serviceProperties), ...body.service_properties } }
        : {}),
    })
    .where(where)
    .returning();
  return { status: 200, body: toUserService(saved ?? service, stats.user) };
};
