// setClientRole: Enable or disable a user's client role (PUT /users/{id}/client_role).
import type { Handler } from '../../contract/types';
import { activeUser, saveUser, userReply } from '../../modules/users/users';
import { badRequest } from '../../http/errors';

export const setClientRole: Handler<'setClientRole'> = async ({ viewer: me, services, params, body }) => {
  const user = await activeUser(services.db, params.id);
  const has = user.roles.includes('client');
  if (has === body.enabled) return userReply(services, me, user);
  // Spec section 5: removing the client role keeps the other roles.
  const roles = body.enabled ? [...user.roles, 'client'] : user.roles.filter((r) => r !== 'client');
  if (roles.length === 0)
    throw badRequest(
      'last_role',
      'This user holds only the client role: a user needs at least one role, so it cannot be removed.',
    );
  return userReply(services, me, await saveUser(services.db, user.id, { roles }));
};
