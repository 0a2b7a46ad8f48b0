// countUserPendingMessages: Count a user's held messages (GET /users/{id}/count_pending_messages):
// the messages of theirs that moderation holds for an admin (modules/channels/moderation.ts). The
// user themself or an admin (403 otherwise); 404 for an unknown or deleted user.
import type { Handler } from '../../contract/types';
import { countHeld } from '../../modules/channels/channels';
import { activeUser, selfOrAdmin } from '../../modules/users/users';

export const countUserPendingMessages: Handler<'countUserPendingMessages'> = async ({
  viewer: me,
  services,
  params,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  return { status: 200, body: { count: await countHeld(services.db, user.id) } };
};
