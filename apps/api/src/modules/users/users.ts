// The User resource of the document, built from the database. Only the user, or an admin, sees
// the private fields (email, preferences, flags); others get the public shape the document allows.
// The blacklist flag is for admins only (the field says so; spec section 6: admins see blacklist info).
import type { UpdateUserServiceRequest, User, UserService } from '@vo/sdk';
import { and, asc, count, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { isAdmin, type UserRow, type Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { providers, refreshTokens, userServices, users, type JsonObject } from '../../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { membershipTier } from './membership';
import type { PageRequest } from '../../http/paging';
import { pictureUrls } from '../../files/pictureUrls';
import { badgeStats, type UserBadgeStats } from '../stats/stats';
import { userExperiments } from '../experiments/experiments';

export type UserResource = User;

/** The terms version a user accepts today (the terms pop-up's UNDERSTOOD button). */
export const TERMS_VERSION = '2026-01';

/**
 * The users.roles value without `role`, for an UPDATE: every user keeps at least one role, and a
 * voice actor whose profile goes becomes a client (the API showed ["client"] while the row held
 * none, and role checks, which read the row, refused them everything).
 */
export const rolesWithout = (role: string): SQL =>
  sql`CASE WHEN cardinality(array_remove(${users.roles}, ${role}::text)) = 0 THEN ARRAY['client']::text[] ELSE array_remove(${users.roles}, ${role}::text) END`;

/** A stored JSON object (flags merged by PATCH); the API wrote it, so it has the document's shape. */
const obj = (value: unknown): Record<string, never> =>
  typeof value === 'object' && value !== null ? (value as Record<string, never>) : {};

/**
 * How much of a user a caller sees: `public` (any signed-in user), `owner` (the user themself) or
 * `admin`. Permissions follow the effective user, so an admin acting as someone gets that user's view.
 */
export type UserView = 'public' | 'owner' | 'admin';

export function userViewFor(viewer: Viewer | null, userId: number): UserView {
  if (isAdmin(viewer)) return 'admin';
  return viewer?.user.id === userId ? 'owner' : 'public';
}

export async function toUserResource(
  db: Database,
  user: UserRow,
  publicOrigin: string,
  view: UserView = 'owner',
): Promise<UserResource> {
  const [provider] = await db.select().from(providers).where(eq(providers.userId, user.id)).limit(1);
  const services = await db
    .select()
    .from(userServices)
    .where(eq(userServices.userId, user.id))
    .orderBy(asc(userServices.id));
  const stats = await badgeStats(db, user.id);
  const prefs: JsonObject = user.prefs;
  const pictures = pictureUrls(publicOrigin, user.pictureFileId);
  const roles = (user.roles.length > 0 ? user.roles : ['client']) as UserResource['roles'];
  const shown: UserResource = {
    id: user.id,
    username: user.username,
    name: user.name,
    roles,
    provider_id: provider?.id ?? null,
    created_at: user.createdAt.toISOString(),
    type: (user.type as UserResource['type']) ?? null,
    picture_large: pictures.large,
    picture_medium: pictures.medium,
    picture_small: pictures.small,
    address: { country: user.country ?? null },
    membership_product_name: provider ? provider.membershipProduct : null,
    membership_start_timestamp: provider?.membershipStartedAt?.toISOString() ?? null,
  };
  if (view === 'public') return shown;
  const { experiments, abTests } = await userExperiments(db, user);
  return {
    ...shown,
    email: user.email,
    last_location: { country: user.lastCountry ?? null },
    experiments,
    ab_tests: {
      ...obj(prefs['ab_tests']),
      ...abTests,
    },
    terms_and_privacy: {
      accepted: user.termsAcceptedAt !== null,
      accepted_at: user.termsAcceptedAt?.toISOString() ?? null,
      version: user.termsAcceptedAt ? TERMS_VERSION : null,
    },
    ui_preferences: obj(prefs['ui_preferences']),
    completed_actions: obj(prefs['completed_actions']),
    discovery_flags: obj(prefs['discovery_flags']),
    potential_booking_ids: user.potentialBookingIds,
    autoenable_secure_payments: user.autoenableSecurePayments,
    provider_stats: stats.provider,
    services: services.map((s) => toUserService(s, stats.user)),
    nps_date: user.npsDate?.toISOString() ?? null,
    ...(view === 'admin' ? { blacklisted: user.blacklisted } : {}),
  };
}

/**
 * One of the user's services, with the user's badge counters (modules/stats/stats: the marketplace has one
 * service, voice_over). The values were written by the API from the document's enums.
 */
export function toUserService(s: typeof userServices.$inferSelect, stats: UserBadgeStats): UserService {
  return {
    id: s.id,
    service_id: s.serviceId as UserService['service_id'],
    usage_reason: s.usageReason as UserService['usage_reason'],
    stats,
    service_properties: obj(s.serviceProperties),
    organization_type: (s.organizationType as UserService['organization_type']) ?? null,
  };
}

export { membershipTier };

/** What a user receives until they change it: everything about their work, no marketing. */

/** The flag and preference objects hold at most this many keys (the document's maxProperties). */
export const MAX_FLAGS = 100;

/** The user themself or an admin; anyone else gets 403 whether or not the user exists. */
export function selfOrAdmin(viewer: Viewer, userId: number): void {
  if (viewer.user.id !== userId && !isAdmin(viewer))
    throw forbidden('not_your_account', 'You can only do this for your own account.');
}

export function selfOnly(viewer: Viewer, userId: number, message: string): void {
  if (viewer.user.id !== userId) throw forbidden('not_your_account', message);
}

export async function activeUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound('user_not_found', 'User not found.');
  return row;
}

export async function anyUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('user_not_found', 'User not found.');
  return row;
}

export const asObject = (value: unknown): JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};

/** Shallow JSON merge of a flag object: keys sent replace stored ones, keys not sent are kept. */
export function mergeFlags(stored: unknown, sent: object | undefined, field: string): JsonObject | undefined {
  if (sent === undefined) return undefined;
  const merged = { ...asObject(stored), ...sent };
  if (Object.keys(merged).length > MAX_FLAGS)
    throw badRequest('too_many_flags', `${field} may hold at most ${MAX_FLAGS} entries.`);
  return merged;
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const takenUsername = () =>
  new HttpError(422, 'username_taken', 'This username is already used by another account.');
export const takenEmail = () =>
  new HttpError(422, 'email_taken', 'This e-mail is already used by another account.');

/** 422 when another account (deleted ones included: they can be restored) uses the value. */
export async function assertFree(
  db: Database,
  userId: number,
  username?: string,
  email?: string,
): Promise<void> {
  if (username !== undefined) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, userId)))
      .limit(1);
    if (row) throw takenUsername();
  }
  if (email !== undefined) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))
      .limit(1);
    if (row) throw takenEmail();
  }
}

export async function userReply(services: Services, viewer: Viewer, row: UserRow) {
  return {
    status: 200 as const,
    body: await toUserResource(services.db, row, services.config.publicOrigin, userViewFor(viewer, row.id)),
  };
}

/** The user columns a PATCH may change. */
export type UserPatch = Partial<typeof users.$inferInsert>;

export async function saveUser(db: Database, id: number, patch: UserPatch): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw notFound('user_not_found', 'User not found.');
  return row;
}

export async function restore(services: Services, viewer: Viewer, row: UserRow) {
  if (row.deletedAt === null) throw conflict('user_not_deleted', 'This account is not deleted.');
  return userReply(services, viewer, await saveUser(services.db, row.id, { deletedAt: null }));
}

/** Marks the account deleted and ends every session of it. */
export async function deleteAccount(services: Services, userId: number): Promise<void> {
  const now = services.now();
  await services.db.update(users).set({ deletedAt: now }).where(eq(users.id, userId));
  // The account can no longer be used: every session of it ends now.
  await services.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** The user of that e-mail, deleted or not, whatever its case. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const matches = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return matches[0];
}

/** The ids of the user's voice actor profiles (none for a client). */
export async function providerIdsOfUser(db: Database, userId: number): Promise<number[]> {
  const profile = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, userId));
  return profile.map((p) => p.id);
}

export type UserServiceRow = typeof userServices.$inferSelect;

/** One page of the user's services, oldest first, and the total count. */
export async function userServicePage(
  db: Database,
  userId: number,
  page: PageRequest,
): Promise<{ rows: UserServiceRow[]; total: number }> {
  const where = eq(userServices.userId, userId);
  const [total] = await db.select({ n: count() }).from(userServices).where(where);
  const rows = await db
    .select()
    .from(userServices)
    .where(where)
    .orderBy(asc(userServices.id))
    .limit(page.size)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

const userServiceOf = (userId: number, serviceId: number) =>
  and(eq(userServices.id, serviceId), eq(userServices.userId, userId));

/** The user's service of that id, if the user has it. */
export async function findUserService(
  db: Database,
  userId: number,
  serviceId: number,
): Promise<UserServiceRow | undefined> {
  const [service] = await db.select().from(userServices).where(userServiceOf(userId, serviceId)).limit(1);
  return service;
}

/** Saves the fields sent; service_properties are merged into the stored ones. */
export async function saveUserService(
  db: Database,
  service: UserServiceRow,
  changes: UpdateUserServiceRequest,
): Promise<UserServiceRow | undefined> {
  const [saved] = await db
    .update(userServices)
    .set({
      ...(changes.organization_type !== undefined ? { organizationType: changes.organization_type } : {}),
      ...(changes.usage_reason !== undefined ? { usageReason: changes.usage_reason } : {}),
      ...(changes.service_properties !== undefined
        ? { serviceProperties: { ...asObject(service.serviceProperties), ...changes.service_properties } }
        : {}),
    })
    .where(userServiceOf(service.userId, service.id))
    .returning();
  return saved;
}

/**
 * A new account's entry for the marketplace's service (voice_over), where the client's onboarding
 * answers are saved (updateUserService); made with the account, so onboarding has it to save to.
 */
export async function addMarketplaceService(db: Database, userId: number): Promise<void> {
  await db.insert(userServices).values({ userId, serviceId: 'voice_over' }).onConflictDoNothing();
}

/** A username no account holds yet, made from `base` (an e-mail's local part): `base`, `base2`, ... */
export async function freeUsername(services: Services, base: string): Promise<string> {
  const clean =
    base
      .replace(/[^A-Za-z0-9._-]/g, '')
      .slice(0, 30)
      .padEnd(3, '0') || 'user';
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? clean : `${clean}${i + 1}`;
    const rows = await services.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate.toLowerCase()}`)
      .limit(1);
    if (rows.length === 0) return candidate;
  }
  return `${clean}${Date.now().toString(36)}`;
}
