// The accounts and their sessions: users, their services, sign-in states and codes, magic links, refresh tokens.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz, type JsonObject } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: text('type'),
    pictureFileId: text('picture_file_id'),
    country: text('country'),
    lastCountry: text('last_country'),
    region: text('region'),
    city: text('city'),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    /** ui_preferences, completed_actions, discovery_flags, experiments, email settings, ... */
    prefs: jsonb('prefs').$type<JsonObject>().notNull().default({}),
    potentialBookingIds: integer('potential_booking_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    autoenableSecurePayments: boolean('autoenable_secure_payments').notNull().default(false),
    npsDate: timestamptz('nps_date'),
    blacklisted: boolean('blacklisted').notNull().default(false),
    referredBy: text('referred_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    // Public lists leave deleted accounts out with `user_id NOT IN (deleted users)`: this small
    // partial index answers that without scanning every user.
    index('users_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
);

export const userServices = pgTable(
  'user_services',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull(),
    usageReason: text('usage_reason')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    organizationType: text('organization_type'),
    serviceProperties: jsonb('service_properties').$type<JsonObject>().notNull().default({}),
  },
  (t) => [uniqueIndex('user_services_user_service_key').on(t.userId, t.serviceId)],
);

/** A sign-in started by auth/signin_link: the state the callback must bring back. */
export const signInStates = pgTable('sign_in_states', {
  state: text('state').primaryKey(),
  redirect: text('redirect').notNull(),
  context: text('context'),
  action: text('action'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One-time codes the sign-in page hands back to the app, stored hashed. */
export const signInCodes = pgTable('sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  state: text('state').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  signUp: boolean('sign_up').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** Auto-login tokens of magic links (al_token), stored hashed, single use. */
export const magicLinks = pgTable('magic_links', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  signUp: boolean('sign_up').notNull().default(false),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/**
 * Rotating refresh tokens, stored hashed. Each sign-in starts a family; each refresh spends one
 * token and issues the next. Presenting a spent token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: text('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    spentAt: timestamptz('spent_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);
