// restoreUser: Restore a deleted user (POST /users/{id}/restore).
import type { Handler } from '../../contract/types';
import { anyUser, restore, signedIn } from '../../domain/users';

export const restoreUser: Handler<'restoreUser'> = async ({ viewer, services, params }) => {
  const me = signedIn(viewer);
  return restore(services, me, await anyUser(services.db, params.id));
};
