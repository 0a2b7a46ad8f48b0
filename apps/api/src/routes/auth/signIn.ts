// signIn: Exchange a sign-in code for tokens (GET /auth/sign_in).
import type { Handler } from '../../contract/types';
import {
  expired,
  findSignInCode,
  newSession,
  recordSignUpDetails,
  useSignInCode,
} from '../../modules/users/signIn';

export const signIn: Handler<'signIn'> = async ({ query, services, request }) => {
  const code = await findSignInCode(services, query.code);
  if (
    !code ||
    code.state !== query.state ||
    code.usedAt ||
    code.expiresAt.getTime() <= services.now().getTime()
  )
    throw expired();
  if (!(await useSignInCode(services, code.codeHash))) throw expired();
  if (code.signUp && (query.referredBy || query.isOther)) {
    await recordSignUpDetails(services, code.userId, {
      referredBy: query.referredBy,
      isOther: query.isOther,
    });
  }
  return { status: 200, body: await newSession(services, request, code.userId, code.signUp) };
};
