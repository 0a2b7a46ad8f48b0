// getMe: Get the signed-in user (GET /users/me).
import type { Handler } from '../../contract/types';
import { signedIn, userReply } from '../../domain/users';

export const getMe: Handler<'getMe'> = async ({ viewer, services }) => {
  const me = signedIn(viewer);
  return userReply(services, me, me.user);
};
