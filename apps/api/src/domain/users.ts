// The User resource of the document, built from the database. Only the user, or an admin, sees
// the private fields (email, preferences, flags); others get the public shape the document allows.
// The blacklist flag is for admins only (the field says so; spec section 6: admins see blacklist info).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Database } from '../db/client';
import { providers, userServices, users, type JsonObject } from '../db/schema';
import { isAdmin, type UserRow, type Viewer } from '../auth/viewer';
import { membershipTier } from './membership';
import { pictureUrls } from './pictures';
import { badgeStats, type UserBadgeStats } from './stats';

export type UserResource = components['schemas']['User'];
type UserService = components['schemas']['UserService'];

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
  return {
    ...shown,
    email: user.email,
    last_location: { country: user.lastCountry ?? null },
    experiments: [],
    ab_tests: obj(prefs['ab_tests']),
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
 * One of the user's services, with the user's badge counters (domain/stats: the marketplace has one
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
