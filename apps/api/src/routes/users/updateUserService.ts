// updateUserService: Update a user's service (PATCH /users/{id}/services/{serviceId}).
import type { Handler } from '../../contract/types';
import { badgeStats } from '../../modules/stats/stats';
import {
  activeUser,
  findUserService,
  saveUserService,
  selfOrAdmin,
  toUserService,
} from '../../modules/users/users';
import { notFound } from '../../http/errors';

export const updateUserService: Handler<'updateUserService'> = async ({
  viewer: me,
  services,
  params,
  body,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const service = await findUserService(services.db, user.id, params.serviceId);
  if (!service) throw notFound('service_not_found', 'This user has no such service.');
  // Spec section 6: service updates are not saved while an admin acts as someone else.
  const stats = await badgeStats(services.db, user.id);
  if (me.admin) return { status: 200, body: toUserService(service, stats.user) };
  const saved = await saveUserService(services.db, service, body);
  return { status: 200, body: toUserService(saved ?? service, stats.user) };
};
