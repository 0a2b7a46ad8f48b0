// acceptUserTerms: Accept the terms and privacy policy (POST /users/{id}/accept_terms).
import type { Handler } from '../../contract/types';
import { activeUser, saveUser, selfOnly, userReply } from '../../modules/users/users';
import { forbidden } from '../../http/errors';

export const acceptUserTerms: Handler<'acceptUserTerms'> = async ({ viewer: me, services, params, body }) => {
  selfOnly(me, params.id, 'Only the user themself may accept their terms.');
  // Accepting the terms is the user's own consent; an admin acting as them cannot give it.
  if (me.admin) throw forbidden('acting_as_user', 'Only the user themself may accept their terms.');
  const user = await activeUser(services.db, params.id);
  const saved = await saveUser(services.db, user.id, {
    termsAcceptedAt: services.now(),
    ...(body.sign_up_type ? { type: body.sign_up_type } : {}),
  });
  return userReply(services, me, saved);
};
