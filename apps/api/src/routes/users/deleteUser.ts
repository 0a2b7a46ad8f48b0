// deleteUser: Delete a user account (DELETE /users/{id}).
import { and, eq, isNull } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { refreshTokens, users } from '../../db/schema';
import { activeUser, selfOrAdmin } from '../../domain/users';

export const deleteUser: Handler<'deleteUser'> = async ({ viewer: me, services, params }) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const now = services.now();
  await services.db.update(users).set({ deletedAt: now }).where(eq(users.id, user.id));
  // The account can no longer be used: every session of it ends now.
  await services.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
  return { status: 204 };
};
