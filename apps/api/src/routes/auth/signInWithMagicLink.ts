// signInWithMagicLink: Sign in with a magic-link token (GET /auth/magic_link).
import type { Handler } from '../../contract/types';
import { expired, newSession, useMagicLink } from '../../modules/users/signIn';

export const signInWithMagicLink: Handler<'signInWithMagicLink'> = async ({ query, services, request }) => {
  const link = await useMagicLink(services, query.al_token);
  if (!link || link.expiresAt.getTime() <= services.now().getTime()) throw expired();
  return { status: 200, body: await newSession(services, request, link.userId, link.signUp) };
};
