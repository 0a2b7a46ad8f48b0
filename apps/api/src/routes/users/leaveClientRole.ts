// leaveClientRole: Remove one's own client role (POST /users/{id}/client_role/leave).
import type { Handler } from '../../contract/types';
import { activeUser, saveUser, selfOnly, userReply } from '../../modules/users/users';
import { conflict } from '../../http/errors';

export const leaveClientRole: Handler<'leaveClientRole'> = async ({ viewer: me, services, params }) => {
  selfOnly(me, params.id, 'Only the user themself may leave their client role.');
  const user = await activeUser(services.db, params.id);
  if (!user.roles.includes('client')) throw conflict('not_client', 'You do not hold the client role.');
  // Spec section 5: removing the client role keeps the other roles.
  const roles = user.roles.filter((role) => role !== 'client');
  if (roles.length === 0)
    throw conflict(
      'last_role',
      'The client role is your only role, so it cannot be removed: delete the account instead.',
    );
  return userReply(services, me, await saveUser(services.db, user.id, { roles }));
};
