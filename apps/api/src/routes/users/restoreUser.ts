// restoreUser: Restore a deleted user (POST /users/{id}/restore).
import type { Handler } from '../../contract/types';
import { anyUser, restore } from '../../modules/users/users';

export const restoreUser: Handler<'restoreUser'> = async ({ viewer: me, services, params }) => {
  return restore(services, me, await anyUser(services.db, params.id));
};
