// removeUserFromBlacklist: Remove a user from the blacklist (POST /users/{id}/remove_blacklist).
import type { Handler } from '../../contract/types';
import { activeUser, saveUser, userReply } from '../../modules/users/users';
import { conflict } from '../../http/errors';

export const removeUserFromBlacklist: Handler<'removeUserFromBlacklist'> = async ({
  viewer: me,
  services,
  params,
}) => {
  const user = await activeUser(services.db, params.id);
  if (!user.blacklisted) throw conflict('not_blacklisted', 'This user is not on the blacklist.');
  return userReply(services, me, await saveUser(services.db, user.id, { blacklisted: false }));
};
