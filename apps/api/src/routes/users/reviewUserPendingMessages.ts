// reviewUserPendingMessages: Approve or reject a user's held messages (POST /users/{id}/pending_messages).
import type { Handler } from '../../contract/types';
import { activeUser } from '../../modules/users/users';

export const reviewUserPendingMessages: Handler<'reviewUserPendingMessages'> = async ({
  services,
  params,
}) => {
  await activeUser(services.db, params.id);
  return { status: 200, body: { count: 0 } };
};
