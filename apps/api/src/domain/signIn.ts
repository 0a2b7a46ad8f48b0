// What the sign-in operations share: the asking app's origin, new sessions, sign-in codes and magic links.
import type { SignInResult } from '@vo/sdk';
import type { FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../auth/crypto';
import { logoutLink, startSession } from '../auth/sessions';
import { magicLinks, signInCodes } from '../db/schema';
import { unauthorized } from '../http/errors';
import type { Services } from '../services';

/** The origin of the app that asked (its callback and logged-out pages live there). */
export function appOrigin(request: FastifyRequest, services: Services): string {
  const allowed = new Set([...services.config.corsOrigins, new URL(services.config.publicOrigin).origin]);
  for (const candidate of [request.headers.origin, request.headers.referer]) {
    if (!candidate) continue;
    try {
      const origin = new URL(candidate).origin;
      if (allowed.has(origin)) return origin;
    } catch {
      // not a URL: ignore it
    }
  }
  return new URL(services.config.publicOrigin).origin;
}

export const CODE_TTL_MS = 5 * 60 * 1000;
export const expired = () =>
  unauthorized('ExpiredTokenError', 'sign_in_expired', 'This sign-in link has expired.');

/** A new session's tokens, as sign_in and magic_link both answer them. */
export async function newSession(
  services: Services,
  request: FastifyRequest,
  userId: number,
  signUp: boolean,
): Promise<SignInResult> {
  const session = await startSession(services, userId);
  return {
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    logout_link: logoutLink(services, session.family, appOrigin(request, services)),
    sign_up: signUp,
  };
}

/** Issues a one-time code for a user who signed in on the sign-in page. */
export async function issueSignInCode(
  services: Services,
  state: string,
  userId: number,
  signUp: boolean,
): Promise<string> {
  const code = randomToken('', 24);
  await services.db.insert(signInCodes).values({
    codeHash: sha256(code),
    state,
    userId,
    signUp,
    expiresAt: new Date(services.now().getTime() + CODE_TTL_MS),
  });
  return code;
}

/** Creates a single-use magic link token (al_token) for a user. */
export async function issueMagicLink(
  services: Services,
  userId: number,
  signUp: boolean,
  ttlMs = 7 * 24 * 3600 * 1000,
): Promise<string> {
  const token = randomToken('al_', 24);
  await services.db.insert(magicLinks).values({
    tokenHash: sha256(token),
    userId,
    signUp,
    expiresAt: new Date(services.now().getTime() + ttlMs),
  });
  return token;
}
