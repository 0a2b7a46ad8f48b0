// Sessions: each sign-in starts a refresh-token family. Refresh spends the presented token and
// issues the next one; a spent token presented again revokes the family (a stolen token is then
// useless to both holders). Logout revokes the family too.
//
// Two tabs of one user share the refresh token and may refresh at the same moment: the loser used
// to be taken for a thief and the whole session ended. Within REFRESH_GRACE_MS of spending, the
// spent token therefore yields the same successor again (derived from the presented token with the
// server's secret, so it need not be stored), as long as that successor is itself unspent and
// unrevoked. Outside the window, or once the successor was used, a spent token is reuse as before.
import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';
import { unauthorized } from '../http/errors';
import type { Services } from '../services';
import { randomToken, sha256, signAccessToken, verifyAccessToken } from './crypto';
import { serverOriginFor } from './origins';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  family: string;
}

/** How long a just-spent refresh token still yields its successor (concurrent tabs). */
export const REFRESH_GRACE_MS = 10_000;

/** The token that follows `refreshToken`: a MAC of it, so only its holder can obtain it. */
const successorOf = (services: Services, refreshToken: string) =>
  `rt_${createHmac('sha256', services.tokenSecret).update(`refresh-successor:${refreshToken}`).digest('base64url')}`;

function accessTokenFor(services: Services, userId: number, family: string): string {
  const iat = Math.floor(services.now().getTime() / 1000);
  return signAccessToken(
    { sub: userId, fam: family, iat, exp: iat + services.config.accessTokenTtl },
    services.tokenSecret,
  );
}

async function issue(
  db: Database,
  services: Services,
  userId: number,
  family: string,
  refreshToken = randomToken('rt_'),
): Promise<TokenPair> {
  const now = services.now();
  await db.insert(refreshTokens).values({
    familyId: family,
    userId,
    tokenHash: sha256(refreshToken),
    createdAt: now,
    expiresAt: new Date(now.getTime() + services.config.refreshTokenTtl * 1000),
  });
  return { accessToken: accessTokenFor(services, userId, family), refreshToken, family };
}

export const startSession = (services: Services, userId: number) =>
  issue(services.db, services, userId, randomToken('', 12));

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
  // The access token must be genuine and of the same session, though it is usually expired.
  if (accessToken) {
    const check = verifyAccessToken(accessToken, services.tokenSecret, 0, true);
    if (!check.ok || check.claims.fam !== row.familyId || check.claims.sub !== row.userId) {
      throw unauthorized('InvalidTokenSupplied', 'invalid_token', 'Invalid token supplied.');
    }
  }
  if (!row.spentAt && row.expiresAt.getTime() <= services.now().getTime()) throw failed();
  const successor = successorOf(services, refreshToken);
  // Spending the token and storing its successor commit together: a concurrent refresh that finds
  // the token spent (PostgreSQL makes it wait for this transaction) then finds the successor too.
  const won = row.spentAt
    ? null
    : await db.transaction(async (tx) => {
        const spent = await tx
          .update(refreshTokens)
          .set({ spentAt: services.now() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.spentAt)))
          .returning({ id: refreshTokens.id });
        return spent.length === 0 ? null : issue(tx, services, row.userId, row.familyId, successor);
      });
  if (won) return won;
  // The token was already spent: by another tab a moment ago (answer with the same successor), or
  // long ago, by a thief or its victim (end the session for everyone).
  const again = await graceSuccessor(services, row.id, row.familyId, successor);
  if (again) return { accessToken: accessTokenFor(services, again.userId, row.familyId), ...again.pair };
  await revokeFamily(services, row.familyId);
  throw failed();
}

/** The successor of a token spent within the grace window, when it is still unused and valid. */
async function graceSuccessor(
  services: Services,
  spentId: number,
  family: string,
  successor: string,
): Promise<{ userId: number; pair: { refreshToken: string; family: string } } | null> {
  const now = services.now().getTime();
  const [spent] = await services.db
    .select({ spentAt: refreshTokens.spentAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, spentId))
    .limit(1);
  if (!spent?.spentAt || now - spent.spentAt.getTime() > REFRESH_GRACE_MS) return null;
  const [next] = await services.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(successor)), eq(refreshTokens.familyId, family)))
    .limit(1);
  if (!next || next.spentAt || next.revokedAt || next.expiresAt.getTime() <= now) return null;
  return { userId: next.userId, pair: { refreshToken: successor, family } };
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
  const url = new URL('/auth/logout', serverOriginFor(services.config, appOrigin));
  url.searchParams.set('f', family);
  url.searchParams.set('t', mac);
  url.searchParams.set('returnTo', new URL('/loggedOut', appOrigin).toString());
  return url.toString();
}

export function checkLogoutMac(services: Services, family: string, mac: string): boolean {
  const expected = createHmac('sha256', services.tokenSecret).update(`logout:${family}`).digest('base64url');
  return expected === mac;
}
