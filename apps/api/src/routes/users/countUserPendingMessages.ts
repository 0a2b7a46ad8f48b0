// countUserPendingMessages: Count a user's held messages (GET /users/{id}/count_pending_messages).
import type { Handler } from '../../contract/types';
import { activeUser, selfOrAdmin } from '../../modules/users/users';

// Messages are not stored by this part of the server, so no message is ever held for review:
// the count is 0 and a decision has nothing to apply to.
export const countUserPendingMessages: Handler<'countUserPendingMessages'> = async ({
  viewer: me,
  services,
  params,
}) => {
  selfOrAdmin(me, params.id);
  await activeUser(services.db, params.id);
  return { status: 200, body: { count: 0 } };
};
