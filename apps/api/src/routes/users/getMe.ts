// getMe: Get the signed-in user (GET /users/me).
import type { Handler } from '../../contract/types';
import { userReply } from '../../modules/users/users';

export const getMe: Handler<'getMe'> = async ({ viewer: me, services }) => {
  return userReply(services, me, me.user);
};
