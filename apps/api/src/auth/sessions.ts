// Sessions: each sign-in starts a refresh-token family. Refresh spends the presented token and
// issues the next one; a spent token presented again revokes the family (a stolen token is then
// useless to both holders). Logout revokes the family too.
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import { unauthorized } from '../http/errors';
import type { Services } from '../services';
import { randomToken, sha256, signAccessToken, verifyAccessToken } from './crypto';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  family: string;
}

async function issue(services: Services, userId: number, family: string): Promise<TokenPair> {
  const now = services.now();
  const iat = Math.floor(now.getTime() / 1000);
  const refreshToken = randomToken('rt_');
  await services.db.insert(refreshTokens).values({
    familyId: family,
    userId,
    tokenHash: sha256(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + services.config.refreshTokenTtl * 1000),
  });
  const accessToken = signAccessToken(
    { sub: userId, fam: family, iat, exp: iat + services.config.accessTokenTtl },
    services.tokenSecret,
  );
  return { accessToken, refreshToken, family };
}

export const startSession = (services: Services, userId: number) =>
  issue(services, userId, randomToken('', 12));

export async function refreshSession(
  services: Services,
  accessToken: string | null,
  refreshToken: string,
): Promise<TokenPair> {
  const { db } = services;
  const rows = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
    .limit(1);
  const row = rows[0];
  const failed = () =>
    unauthorized(
      'RefreshTokenFailed',
      'refresh_failed',
      'The session could not be refreshed. Please log in again.',
    );
  if (!row) throw failed();
  if (row.revokedAt) throw failed();
  if (row.spentAt) {
    // Reuse of a spent token: someone else holds the family. End it for everyone.
    await revokeFamily(services, row.familyId);
    throw failed();
  }
  if (row.expiresAt.getTime() <= services.now().getTime()) throw failed();
  // The access token must be genuine and of the same session, though it is usually expired.
  if (accessToken) {
    const check = verifyAccessToken(accessToken, services.tokenSecret, 0, true);
    if (!check.ok || check.claims.fam !== row.familyId || check.claims.sub !== row.userId) {
      throw unauthorized('InvalidTokenSupplied', 'invalid_token', 'Invalid token supplied.');
    }
  }
  const spent = await db
    .update(refreshTokens)
    .set({ spentAt: services.now() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.spentAt)))
    .returning({ id: refreshTokens.id });
  // Two refreshes racing with the same token: only one wins; the other is a reuse.
  if (spent.length === 0) {
    await revokeFamily(services, row.familyId);
    throw failed();
  }
  return issue(services, row.userId, row.familyId);
}

export async function revokeFamily(services: Services, family: string): Promise<void> {
  await services.db
    .update(refreshTokens)
    .set({ revokedAt: services.now() })
    .where(and(eq(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
}

/** The logout link carries the family and a MAC of it, so nobody can log out someone else. */
export function logoutLink(services: Services, family: string, appOrigin: string): string {
  const mac = createHmac('sha256', services.tokenSecret).update(`logout:${family}`).digest('base64url');
  const url = new URL('/auth/logout', services.config.publicOrigin);
  url.searchParams.set('f', family);
  url.searchParams.set('t', mac);
  url.searchParams.set('returnTo', new URL('/loggedOut', appOrigin).toString());
  return url.toString();
}

export function checkLogoutMac(services: Services, family: string, mac: string): boolean {
  const expected = createHmac('sha256', services.tokenSecret).update(`logout:${family}`).digest('base64url');
  return expected === mac;
}
