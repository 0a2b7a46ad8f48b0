// What the sign-in operations share: the asking app's origin, new sessions, sign-in codes and magic links.
import type { SignInResult } from '@vo/sdk';
import type { FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../auth/crypto';
import { appOrigins } from '../../auth/origins';
import { logoutLink, startSession } from '../../auth/sessions';
import { and, eq, isNull } from 'drizzle-orm';
import { magicLinks, signInCodes, signInStates, users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import type { Services } from '../../services';

/** The origin of the app that asked (its callback and logged-out pages live there). */
export function appOrigin(request: FastifyRequest, services: Services): string {
  const allowed = appOrigins(services.config);
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

/** Remembers a sign-in page visit's state: where to go back to, and what the visit was for. */
export async function saveSignInState(
  services: Services,
  visit: Omit<typeof signInStates.$inferInsert, 'createdAt'>,
): Promise<void> {
  await services.db.insert(signInStates).values({ ...visit, createdAt: services.now() });
}

/** The sign-in code of that text, used or not, if one was issued. */
export async function findSignInCode(
  services: Services,
  code: string,
): Promise<typeof signInCodes.$inferSelect | undefined> {
  const rows = await services.db
    .select()
    .from(signInCodes)
    .where(eq(signInCodes.codeHash, sha256(code)))
    .limit(1);
  return rows[0];
}

/** Marks a sign-in code used; false when another request used it first. */
export async function useSignInCode(services: Services, codeHash: string): Promise<boolean> {
  const used = await services.db
    .update(signInCodes)
    .set({ usedAt: services.now() })
    .where(and(eq(signInCodes.codeHash, codeHash), isNull(signInCodes.usedAt)))
    .returning({ userId: signInCodes.userId });
  return used.length > 0;
}

/** What a new user's sign-in said: who referred them, and that they sign up as other. */
export async function recordSignUpDetails(
  services: Services,
  userId: number,
  details: { referredBy?: string | undefined; isOther?: boolean | undefined },
): Promise<void> {
  await services.db
    .update(users)
    .set({
      ...(details.referredBy ? { referredBy: details.referredBy } : {}),
      ...(details.isOther ? { type: 'other' } : {}),
    })
    .where(eq(users.id, userId));
}

/** Marks the magic link of that token used and returns it; none when unknown or already used. */
export async function useMagicLink(
  services: Services,
  token: string,
): Promise<typeof magicLinks.$inferSelect | undefined> {
  const used = await services.db
    .update(magicLinks)
    .set({ usedAt: services.now() })
    .where(and(eq(magicLinks.tokenHash, sha256(token)), isNull(magicLinks.usedAt)))
    .returning();
  return used[0];
}
