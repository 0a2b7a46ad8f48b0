// users: the signed-in user, profiles, preferences, roles, deletion and restore (spec section 7 Users).
// Ownership: most operations are for the user themself or an admin (403 for anyone else); a few
// are for the user themself only (terms, NPS date, joining as a client). While an admin acts as
// someone else, UI preferences, completed actions and service updates are not saved (section 6).
import { and, asc, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Handlers } from '../../contract/types';
import type { Database } from '../../db/client';
import {
  favorites,
  projectOwners,
  projects,
  providers,
  refreshTokens,
  userServices,
  users,
  type JsonObject,
} from '../../db/schema';
import { rebuildSearchDocuments } from '../../domain/search';
import { isAdmin, type UserRow, type Viewer } from '../../auth/viewer';
import { toUserResource, toUserService, userViewFor } from '../../domain/users';
import { badgeStats } from '../../domain/stats';
import { loadProjectResources } from '../../domain/projects';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { removePicture, storePicture } from '../../files/pictures';
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors';
import type { Services } from '../../services';

type EmailSettings = components['schemas']['EmailSettings'];
type UserStats = components['schemas']['UserStats'];

/** What a user receives until they change it: everything about their work, no marketing. */
const defaultEmailSettings: EmailSettings = {
  messages: true,
  invitations: true,
  bookings: true,
  project_updates: true,
  reviews: true,
  newsletter: false,
  promotions: false,
};

/** The flag and preference objects hold at most this many keys (the document's maxProperties). */
const MAX_FLAGS = 100;

function signedIn(viewer: Viewer | null): Viewer {
  // Authentication runs before every operation that needs it; this only narrows the type.
  if (!viewer) throw unauthorized('InvalidTokenSupplied', 'missing_token', 'Please log in to continue.');
  return viewer;
}

/** The user themself or an admin; anyone else gets 403 whether or not the user exists. */
function selfOrAdmin(viewer: Viewer, userId: number): void {
  if (viewer.user.id !== userId && !isAdmin(viewer))
    throw forbidden('not_your_account', 'You can only do this for your own account.');
}

function selfOnly(viewer: Viewer, userId: number, message: string): void {
  if (viewer.user.id !== userId) throw forbidden('not_your_account', message);
}

async function activeUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound('user_not_found', 'User not found.');
  return row;
}

async function anyUser(db: Database, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('user_not_found', 'User not found.');
  return row;
}

const asObject = (value: unknown): JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};

/** Shallow JSON merge of a flag object: keys sent replace stored ones, keys not sent are kept. */
function mergeFlags(stored: unknown, sent: object | undefined, field: string): JsonObject | undefined {
  if (sent === undefined) return undefined;
  const merged = { ...asObject(stored), ...sent };
  if (Object.keys(merged).length > MAX_FLAGS)
    throw badRequest('too_many_flags', `${field} may hold at most ${MAX_FLAGS} entries.`);
  return merged;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const takenUsername = () =>
  new HttpError(422, 'username_taken', 'This username is already used by another account.');
const takenEmail = () => new HttpError(422, 'email_taken', 'This e-mail is already used by another account.');

/** 422 when another account (deleted ones included: they can be restored) uses the value. */
async function assertFree(db: Database, userId: number, username?: string, email?: string): Promise<void> {
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

async function userReply(services: Services, viewer: Viewer, row: UserRow) {
  return {
    status: 200 as const,
    body: await toUserResource(services.db, row, services.config.publicOrigin, userViewFor(viewer, row.id)),
  };
}

async function saveUser(
  db: Database,
  id: number,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  if (!row) throw notFound('user_not_found', 'User not found.');
  return row;
}

async function restore(services: Services, viewer: Viewer, row: UserRow) {
  if (row.deletedAt === null) throw conflict('user_not_deleted', 'This account is not deleted.');
  return userReply(services, viewer, await saveUser(services.db, row.id, { deletedAt: null }));
}

export const userHandlers = {
  getMe: async ({ viewer, services }) => {
    const me = signedIn(viewer);
    return userReply(services, me, me.user);
  },

  // Every field is computed from the database on each request, so `refresh` has nothing to rebuild.
  getUser: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    return userReply(services, me, await activeUser(services.db, params.id));
  },

  updateUser: async ({ viewer, services, params, body, request }) => {
    const me = signedIn(viewer);
    if ('picture' in body) {
      const upload = request.uploads.find((u) => u.field === 'picture' && u.id === body.picture);
      try {
        if (!upload) throw badRequest('picture_not_a_file', 'picture must be an image file.');
        selfOrAdmin(me, params.id);
        const user = await activeUser(services.db, params.id);
        const pictureId = await storePicture(services, upload, user.id);
        const saved = await saveUser(services.db, user.id, { pictureFileId: pictureId });
        if (user.pictureFileId) await removePicture(services, user.pictureFileId);
        return await userReply(services, me, saved);
      } finally {
        // storePicture removes the upload itself; this covers refusals before it ran.
        await Promise.all(request.uploads.map((u) => services.storage.remove(u.id)));
      }
    }

    selfOrAdmin(me, params.id);
    const user = await activeUser(services.db, params.id);
    const patch: Partial<typeof users.$inferInsert> = {};
    if (body.name !== undefined) {
      if (body.name.trim() === '') throw badRequest('name_blank', 'The name cannot be blank.');
      patch.name = body.name.trim();
    }
    if (body.username !== undefined) patch.username = body.username;
    if (body.email !== undefined) patch.email = body.email;
    await assertFree(services.db, user.id, body.username, body.email);
    if (body.address !== undefined && 'country' in body.address) patch.country = body.address.country ?? null;
    if (body.autoenable_secure_payments !== undefined)
      patch.autoenableSecurePayments = body.autoenable_secure_payments;
    if (body.potential_booking_ids !== undefined) patch.potentialBookingIds = body.potential_booking_ids;

    // Spec section 6: while an admin acts as someone else, UI preferences and completed-action
    // flags are not saved (the other fields are).
    const acting = me.admin !== null;
    const prefs = { ...asObject(user.prefs) };
    const merged = {
      ui_preferences: acting
        ? undefined
        : mergeFlags(prefs['ui_preferences'], body.ui_preferences, 'ui_preferences'),
      completed_actions: acting
        ? undefined
        : mergeFlags(prefs['completed_actions'], body.completed_actions, 'completed_actions'),
      discovery_flags: mergeFlags(prefs['discovery_flags'], body.discovery_flags, 'discovery_flags'),
    };
    let prefsChanged = false;
    for (const [key, value] of Object.entries(merged)) {
      if (value === undefined) continue;
      prefs[key] = value;
      prefsChanged = true;
    }
    if (prefsChanged) patch.prefs = prefs;
    if (Object.keys(patch).length === 0) return userReply(services, me, user);
    try {
      const saved = await saveUser(services.db, user.id, patch);
      // A voice actor is found by name and username: their search document follows a rename.
      if (patch.name !== undefined || patch.username !== undefined) {
        const profile = await services.db
          .select({ id: providers.id })
          .from(providers)
          .where(eq(providers.userId, user.id));
        if (profile.length > 0)
          await rebuildSearchDocuments(
            services.db,
            profile.map((p) => p.id),
          );
      }
      return await userReply(services, me, saved);
    } catch (error) {
      // Another request took the username or e-mail between the check and the update.
      if (isUniqueViolation(error)) throw body.username !== undefined ? takenUsername() : takenEmail();
      throw error;
    }
  },

  deleteUser: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    selfOrAdmin(me, params.id);
    const user = await activeUser(services.db, params.id);
    const now = services.now();
    await services.db.update(users).set({ deletedAt: now }).where(eq(users.id, user.id));
    // The account can no longer be used: every session of it ends now.
    await services.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    return { status: 204 };
  },

  restoreUser: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    return restore(services, me, await anyUser(services.db, params.id));
  },

  restoreAccount: async ({ viewer, services, body }) => {
    const me = signedIn(viewer);
    const matches = await services.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email.toLowerCase()}`)
      .limit(1);
    const row = matches[0];
    if (!row) throw notFound('deleted_account_not_found', 'No deleted account uses this e-mail.');
    return restore(services, me, row);
  },

  acceptUserTerms: async ({ viewer, services, params, body }) => {
    const me = signedIn(viewer);
    selfOnly(me, params.id, 'Only the user themself may accept their terms.');
    // Accepting the terms is the user's own consent; an admin acting as them cannot give it.
    if (me.admin) throw forbidden('acting_as_user', 'Only the user themself may accept their terms.');
    const user = await activeUser(services.db, params.id);
    const saved = await saveUser(services.db, user.id, {
      termsAcceptedAt: services.now(),
      ...(body.sign_up_type ? { type: body.sign_up_type } : {}),
    });
    return userReply(services, me, saved);
  },

  updateUserEmailSettings: async ({ viewer, services, params, body }) => {
    const me = signedIn(viewer);
    selfOrAdmin(me, params.id);
    const user = await activeUser(services.db, params.id);
    const prefs = asObject(user.prefs);
    const settings: EmailSettings = {
      ...defaultEmailSettings,
      ...(asObject(prefs['email_settings']) as Partial<EmailSettings>),
      ...body,
    };
    await saveUser(services.db, user.id, { prefs: { ...prefs, email_settings: settings } });
    return { status: 200, body: settings };
  },

  joinUserAsClient: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    selfOnly(me, params.id, 'Only the voice actor themself may join as a client.');
    const user = await activeUser(services.db, params.id);
    if (user.roles.includes('client')) throw conflict('already_client', 'You already hold the client role.');
    return userReply(
      services,
      me,
      await saveUser(services.db, user.id, { roles: [...user.roles, 'client'] }),
    );
  },

  setClientRole: async ({ viewer, services, params, body }) => {
    const me = signedIn(viewer);
    const user = await activeUser(services.db, params.id);
    const has = user.roles.includes('client');
    if (has === body.enabled) return userReply(services, me, user);
    // Spec section 5: removing the client role keeps the other roles.
    const roles = body.enabled ? [...user.roles, 'client'] : user.roles.filter((r) => r !== 'client');
    if (roles.length === 0)
      throw badRequest(
        'last_role',
        'This user holds only the client role: a user needs at least one role, so it cannot be removed.',
      );
    return userReply(services, me, await saveUser(services.db, user.id, { roles }));
  },

  removeUserFromBlacklist: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    const user = await activeUser(services.db, params.id);
    if (!user.blacklisted) throw conflict('not_blacklisted', 'This user is not on the blacklist.');
    return userReply(services, me, await saveUser(services.db, user.id, { blacklisted: false }));
  },

  setUserNpsDate: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    selfOnly(me, params.id, 'Only the user themself may record that the survey was shown.');
    const user = await activeUser(services.db, params.id);
    return userReply(services, me, await saveUser(services.db, user.id, { npsDate: services.now() }));
  },

  // Messages are not stored by this part of the server, so no message is ever held for review:
  // the count is 0 and a decision has nothing to apply to.
  countUserPendingMessages: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    selfOrAdmin(me, params.id);
    await activeUser(services.db, params.id);
    return { status: 200, body: { count: 0 } };
  },

  reviewUserPendingMessages: async ({ services, params }) => {
    await activeUser(services.db, params.id);
    return { status: 200, body: { count: 0 } };
  },

  listUserServices: async ({ viewer, services, params, query }) => {
    const me = signedIn(viewer);
    selfOrAdmin(me, params.id);
    const user = await activeUser(services.db, params.id);
    const page = pageRequest(query);
    const where = eq(userServices.userId, user.id);
    const [total] = await services.db.select({ n: count() }).from(userServices).where(where);
    const rows = await services.db
      .select()
      .from(userServices)
      .where(where)
      .orderBy(asc(userServices.id))
      .limit(page.size)
      .offset(page.offset);
    const stats = await badgeStats(services.db, user.id);
    return {
      status: 200,
      body: rows.map((row) => toUserService(row, stats.user)),
      headers: { ...pagingHeaders(page, total?.n ?? 0) },
    };
  },

  updateUserService: async ({ viewer, services, params, body }) => {
    const me = signedIn(viewer);
    selfOrAdmin(me, params.id);
    const user = await activeUser(services.db, params.id);
    const where = and(eq(userServices.id, params.serviceId), eq(userServices.userId, user.id));
    const [service] = await services.db.select().from(userServices).where(where).limit(1);
    if (!service) throw notFound('service_not_found', 'This user has no such service.');
    // Spec section 6: service updates are not saved while an admin acts as someone else.
    const stats = await badgeStats(services.db, user.id);
    if (me.admin) return { status: 200, body: toUserService(service, stats.user) };
    const [saved] = await services.db
      .update(userServices)
      .set({
        ...(body.organization_type !== undefined ? { organizationType: body.organization_type } : {}),
        ...(body.usage_reason !== undefined ? { usageReason: body.usage_reason } : {}),
        ...(body.service_properties !== undefined
          ? { serviceProperties: { ...asObject(service.serviceProperties), ...body.service_properties } }
          : {}),
      })
      .where(where)
      .returning();
    return { status: 200, body: toUserService(saved ?? service, stats.user) };
  },

  getUserStats: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    selfOrAdmin(me, params.id);
    const user = await activeUser(services.db, params.id);
    const [saved] = await services.db
      .select({ n: count() })
      .from(favorites)
      .where(eq(favorites.userId, user.id));
    // The counters come from domain/stats (the same figures the live-update socket pushes).
    const badges = await badgeStats(services.db, user.id);
    const stats: UserStats = {
      user_id: user.id,
      ...badges.user,
      past_projects: badges.projects.past_projects,
      bookings: badges.projects.bookings,
      favorites: saved?.n ?? 0,
      ...(user.roles.includes('provider') ? badges.provider : {}),
      updated_at: services.now().toISOString(),
    };
    return { status: 200, body: stats };
  },

  // The projects the user owns, as the posting client or a shared owner, newest first.
  listUserProjects: async ({ viewer, services, params, query }) => {
    const me = signedIn(viewer);
    selfOrAdmin(me, params.id);
    const user = await activeUser(services.db, params.id);
    const { db } = services;
    const page = pageRequest(query);
    const owned = eq(projectOwners.userId, user.id);
    const [[total], rows] = await Promise.all([
      db.select({ n: count() }).from(projectOwners).where(owned),
      db
        .select({ project: projects })
        .from(projectOwners)
        .innerJoin(projects, eq(projects.id, projectOwners.projectId))
        .where(owned)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(page.size)
        .offset(page.offset),
    ]);
    const body = await loadProjectResources(
      db,
      rows.map((r) => r.project),
      me,
      services.config.publicOrigin,
    );
    return { status: 200, body, headers: { ...pagingHeaders(page, total?.n ?? 0) } };
  },
} satisfies Handlers;
