// restoreAccount: Restore a deleted account by its e-mail (POST /users/restore_account).
import type { Handler } from '../../contract/types';
import { findUserByEmail, restore } from '../../modules/users/users';
import { notFound } from '../../http/errors';

export const restoreAccount: Handler<'restoreAccount'> = async ({ viewer: me, services, body }) => {
  const row = await findUserByEmail(services.db, body.email);
  if (!row) throw notFound('deleted_account_not_found', 'No deleted account uses this e-mail.');
  return restore(services, me, row);
};
