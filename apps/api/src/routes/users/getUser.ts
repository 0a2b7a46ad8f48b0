// getUser: Get a user (GET /users/{id}).
import type { Handler } from '../../contract/types';
import { activeUser, userReply } from '../../modules/users/users';

// Every field is computed from the database on each request, so `refresh` has nothing to rebuild.
export const getUser: Handler<'getUser'> = async ({ viewer: me, services, params }) => {
  return userReply(services, me, await activeUser(services.db, params.id));
};
