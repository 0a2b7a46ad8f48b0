// restoreAccount: Restore a deleted account by its e-mail (POST /users/restore_account).
import { sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { users } from '../../db/schema';
import { restore } from '../../domain/users';
import { notFound } from '../../http/errors';

export const restoreAccount: Handler<'restoreAccount'> = async ({ viewer: me, services, body }) => {
  const matches = await services.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`)
    .limit(1);
  const row = matches[0];
  if (!row) throw notFound('deleted_account_not_found', 'No deleted account uses this e-mail.');
  return restore(services, me, row);
};
