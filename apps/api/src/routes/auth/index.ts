// auth: the sign-in link, the code exchange, magic links and token refresh (spec section 7 Auth).
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { components } from '@vo/sdk';
import { magicLinks, signInCodes, signInStates, users } from '../../db/schema';
import { randomToken, sha256 } from '../../auth/crypto';
import { logoutLink, refreshSession, startSession } from '../../auth/sessions';
import { bearerToken } from '../../auth/authenticate';
import { unauthorized } from '../../http/errors';
import type { Handlers } from '../../contract/types';
import type { Services } from '../../services';

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

const CODE_TTL_MS = 5 * 60 * 1000;
const expired = () => unauthorized('ExpiredTokenError', 'sign_in_expired', 'This sign-in link has expired.');

/** A new session's tokens, as sign_in and magic_link both answer them. */
async function newSession(
  services: Services,
  request: FastifyRequest,
  userId: number,
  signUp: boolean,
): Promise<components['schemas']['SignInResult']> {
  const session = await startSession(services, userId);
  return {
    access_token: session.accessToken,
    refresh_token: session.refreshToken,
    logout_link: logoutLink(services, session.family, appOrigin(request, services)),
    sign_up: signUp,
  };
}

export const authHandlers = {
  getSignInLink: async ({ query, services, request }) => {
    const state = randomToken('st_', 18);
    const origin = appOrigin(request, services);
    await services.db.insert(signInStates).values({
      state,
      redirect: `${origin}${query.redirect ?? '/'}`,
      context: query.context ?? null,
      action: query.action ?? 'login',
      createdAt: services.now(),
    });
    const link = new URL('/auth/signin', services.config.publicOrigin);
    link.searchParams.set('state', state);
    if (query.action === 'signup') link.searchParams.set('screen_hint', 'signup');
    return { status: 200, body: { link: link.toString() } };
  },

  signIn: async ({ query, services, request }) => {
    const { db } = services;
    const rows = await db
      .select()
      .from(signInCodes)
      .where(eq(signInCodes.codeHash, sha256(query.code)))
      .limit(1);
    const code = rows[0];
    if (
      !code ||
      code.state !== query.state ||
      code.usedAt ||
      code.expiresAt.getTime() <= services.now().getTime()
    )
      throw expired();
    const used = await db
      .update(signInCodes)
      .set({ usedAt: services.now() })
      .where(and(eq(signInCodes.codeHash, code.codeHash), isNull(signInCodes.usedAt)))
      .returning({ userId: signInCodes.userId });
    if (used.length === 0) throw expired();
    if (code.signUp && (query.referredBy || query.isOther)) {
      await db
        .update(users)
        .set({
          ...(query.referredBy ? { referredBy: query.referredBy } : {}),
          ...(query.isOther ? { type: 'other' } : {}),
        })
        .where(eq(users.id, code.userId));
    }
    return { status: 200, body: await newSession(services, request, code.userId, code.signUp) };
  },

  signInWithMagicLink: async ({ query, services, request }) => {
    const { db } = services;
    const used = await db
      .update(magicLinks)
      .set({ usedAt: services.now() })
      .where(and(eq(magicLinks.tokenHash, sha256(query.al_token)), isNull(magicLinks.usedAt)))
      .returning();
    const link = used[0];
    if (!link || link.expiresAt.getTime() <= services.now().getTime()) throw expired();
    return { status: 200, body: await newSession(services, request, link.userId, link.signUp) };
  },

  refreshAccessToken: async ({ services, request }) => {
    const refresh = request.headers['x-refresh-token'];
    const pair = await refreshSession(services, bearerToken(request), String(refresh));
    return { status: 200, body: { accessToken: pair.accessToken, refreshToken: pair.refreshToken } };
  },
} satisfies Handlers;

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
