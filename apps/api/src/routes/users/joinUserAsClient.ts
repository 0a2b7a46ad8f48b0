// joinUserAsClient: Add the client role to a voice actor (POST /users/{id}/join_as_client).
import type { Handler } from '../../contract/types';
import { activeUser, saveUser, selfOnly, userReply } from '../../modules/users/users';
import { conflict } from '../../http/errors';

export const joinUserAsClient: Handler<'joinUserAsClient'> = async ({ viewer: me, services, params }) => {
  selfOnly(me, params.id, 'Only the voice actor themself may join as a client.');
  const user = await activeUser(services.db, params.id);
  if (user.roles.includes('client')) throw conflict('already_client', 'You already hold the client role.');
  return userReply(services, me, await saveUser(services.db, user.id, { roles: [...user.roles, 'client'] }));
};
