// joinUserAsClient: Add the client role to a voice actor (POST /users/{id}/join_as_client).
import type { Handler } from '../../contract/types';
import { activeUser, addMarketplaceService, saveUser, selfOnly, userReply } from '../../modules/users/users';
import { conflict } from '../../http/errors';

export const joinUserAsClient: Handler<'joinUserAsClient'> = async ({ viewer: me, services, params }) => {
  selfOnly(me, params.id, 'Only the voice actor themself may join as a client.');
  const user = await activeUser(services.db, params.id);
  if (user.roles.includes('client')) throw conflict('already_client', 'You already hold the client role.');
  const saved = await saveUser(services.db, user.id, { roles: [...user.roles, 'client'] });
  // The client's onboarding answers are saved on the marketplace's service (a voice actor's account
  // made before sign-up gave every account one may lack it).
  await addMarketplaceService(services.db, user.id);
  return userReply(services, me, saved);
};
