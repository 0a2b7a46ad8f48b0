// Authentication, run in onRequest (before the body is parsed or validated), so an anonymous
// caller of a protected operation gets 401 whatever it sent. The 401 names are those of spec
// section 8: NotTokenError for an expired access token (the client refreshes once and replays),
// InvalidTokenSupplied for a missing, forged or revoked one (the client logs out).
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OperationSpec } from '../contract/document';
import { impersonationAudit, providers, refreshTokens, users } from '../db/schema';
import { HttpError, unauthorized } from '../http/errors';
import type { Services } from '../services';
import { verifyAccessToken } from './crypto';
import type { Role, UserRow, Viewer } from './viewer';

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header);
  return match?.[1] ?? '';
}

/** The 401 of a protected operation called without a token. */
export const loginRequired = () =>
  unauthorized('InvalidTokenSupplied', 'missing_token', 'Please log in to continue.');

export async function authenticate(
  request: FastifyRequest,
  spec: OperationSpec,
  services: Services,
): Promise<Viewer | null> {
  if (spec.auth === 'public') return null;
  const token = bearerToken(request);
  if (token === null) {
    if (spec.auth === 'optional') return null;
    throw loginRequired();
  }
  const self = await identifyAccessToken(services, token);
  const viewer = await actingAs(services, self, request.headers['x-logged-as'], 'x-logged-as');
  if (spec.roles.length > 0 && !spec.roles.some((role) => viewer.user.roles.includes(role))) {
    throw new HttpError(403, 'role_required', `This needs the ${spec.roles.join(' or ')} role.`);
  }
  return viewer;
}

/**
 * Who a request acts as: the token's owner, or, for an admin who names another user (the
 * x-logged-as header of HTTP calls, the socket's logged_as parameter), that user with the admin
 * kept beside them. Honoured for admins only; for anyone else the value is ignored. 400 when it is
 * not a user id, 404 when that user does not exist.
 */
export async function actingAs(
  services: Services,
  self: TokenOwner,
  loggedAs: unknown,
  name: string,
): Promise<Viewer> {
  const own: Viewer = { user: self.user, providerId: self.providerId, admin: null, family: self.family };
  if (typeof loggedAs !== 'string' || loggedAs === '' || !self.user.roles.includes('admin' satisfies Role))
    return own;
  const id = Number(loggedAs);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647)
    throw new HttpError(400, 'validation_failed', `${name} must be a user id.`);
  if (id === self.user.id) return own;
  const target = await loadUser(services, id);
  if (!target) throw new HttpError(404, 'user_not_found', 'The user to act as does not exist.');
  return { ...target, admin: self.user, family: self.family };
}

/** The signed-in user behind an access token, and the session (refresh-token family) it belongs to. */
export interface TokenOwner {
  user: UserRow;
  providerId: number | null;
  family: string;
  /** When the access token expires (seconds since the epoch). */
  expiresAt: number;
}

/**
 * Checks a bearer access token: signature, expiry, a session not revoked (logout, reuse of a spent
 * refresh token, account deletion) and a user not deleted. Throws the 401 of section 8 otherwise.
 * Shared by the HTTP operations and the live-update socket, so both accept exactly the same tokens.
 */
export async function identifyAccessToken(services: Services, token: string): Promise<TokenOwner> {
  const check = verifyAccessToken(token, services.tokenSecret, Math.floor(services.now().getTime() / 1000));
  if (!check.ok) {
    throw check.reason === 'expired'
      ? unauthorized('NotTokenError', 'access_token_expired', 'The access token has expired.')
      : unauthorized('InvalidTokenSupplied', 'invalid_token', 'Invalid token supplied.');
  }
  if (await isFamilyRevoked(services, check.claims.fam))
    throw unauthorized(
      'InvalidTokenSupplied',
      'session_revoked',
      'This session has ended. Please log in again.',
    );
  const self = await loadUser(services, check.claims.sub);
  if (!self) throw unauthorized('InvalidTokenSupplied', 'invalid_token', 'Invalid token supplied.');
  return { ...self, family: check.claims.fam, expiresAt: check.claims.exp };
}

/** Whether a session (refresh-token family) has been revoked. */
export async function isFamilyRevoked(services: Services, family: string): Promise<boolean> {
  const revoked = await services.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, family), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return revoked.length > 0;
}

export async function loadUser(
  services: Services,
  id: number,
): Promise<{ user: UserRow; providerId: number | null } | null> {
  const rows = await services.db
    .select({ user: users, providerId: providers.id })
    .from(users)
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  return row ? { user: row.user, providerId: row.providerId } : null;
}

/** Every request made while an admin acts as another user is recorded with both identities. */
export async function recordImpersonation(
  services: Services,
  request: FastifyRequest,
  status: number,
): Promise<void> {
  const viewer = request.viewer;
  const op = request.operation;
  if (!viewer || !op) return;
  await auditImpersonation(services, viewer, request, op.operationId, status);
}

/**
 * Writes one impersonation audit row when the viewer is an admin acting as someone: an HTTP
 * operation (by its operationId) or a live-update socket (`x-websocket`).
 */
export async function auditImpersonation(
  services: Services,
  viewer: Viewer,
  request: FastifyRequest,
  operationId: string,
  status: number,
): Promise<void> {
  if (!viewer.admin) return;
  await services.db.insert(impersonationAudit).values({
    adminId: viewer.admin.id,
    actingAsId: viewer.user.id,
    operationId,
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    status,
  });
}
