// signInWithPassword: Sign in with e-mail and password (POST /auth/password), designed for scripts
// and tests: the sign-in page's check, the code exchange's answer.
import type { Handler } from '../../contract/types';
import { verifyPassword } from '../../auth/crypto';
import { newSession } from '../../modules/users/signIn';
import { findUserByEmail } from '../../modules/users/users';
import { unauthorized } from '../../http/errors';

export const signInWithPassword: Handler<'signInWithPassword'> = async ({ body, services, request }) => {
  const user = await findUserByEmail(services.db, body.email.trim());
  const ok =
    user !== undefined && user.deletedAt === null && user.passwordHash
      ? await verifyPassword(body.password, user.passwordHash)
      : false;
  if (!user || !ok)
    throw unauthorized('InvalidTokenSupplied', 'wrong_credentials', 'Wrong e-mail or password.');
  return { status: 200, body: await newSession(services, request, user.id, false) };
};
