// deleteUser: Delete a user account (DELETE /users/{id}).
import type { Handler } from '../../contract/types';
import { activeUser, deleteAccount, selfOrAdmin } from '../../modules/users/users';

export const deleteUser: Handler<'deleteUser'> = async ({ viewer: me, services, params }) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  await deleteAccount(services, user.id);
  return { status: 204 };
};
