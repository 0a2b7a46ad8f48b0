// The one PostgreSQL schema of the reference server (drizzle-kit generates the migrations in
// apps/api/drizzle/ from this file). Columns that searches filter or join on are relational; the
// user's free-form preference objects (ui preferences, discovery flags...) are JSONB documents
// merged by the API, because the contract defines them as open sets of flags.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type JsonObject = Record<string, unknown>;

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

export const attributes = pgTable(
  'attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    group: text('group').notNull(),
    parentId: integer('parent_id'),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [uniqueIndex('attributes_group_slug_key').on(t.group, t.slug)],
);

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    excluded: boolean('excluded').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`)],
);

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: text('service_id').notNull().default('voice_over'),
    summary: text('summary'),
    languages: integer('languages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    voiceAgeGenders: integer('voice_age_genders')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    additionalServices: integer('additional_services')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    recordingCapabilities: integer('recording_capabilities')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    accents: integer('accents')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    vocalAbilities: integer('vocal_abilities')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categories: integer('categories')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    locations: jsonb('locations')
      .$type<{ country_code: string; region?: string | null; city?: string | null }[]>()
      .notNull()
      .default([]),
    displayOrder: integer('display_order').notNull().default(0),
    quizAnswers: jsonb('quiz_answers').$type<JsonObject>(),
    membershipLevel: integer('membership_level').notNull().default(1),
    membershipProduct: text('membership_product').notNull().default('standard'),
    billingPeriod: text('billing_period').notNull().default('NO_BILLING_PERIOD'),
    membershipStartedAt: timestamptz('membership_started_at'),
    /** Names, tags and sample names, weighted; rebuilt by the API whenever one of them changes. */
    searchDocument: tsvector('search_document'),
    /**
     * Every (language, voice age/gender) pair of the profile, one number each (the SQL function
     * voice_pairs of migration 0013), kept by PostgreSQL itself: a search on both lists is one
     * GIN lookup of the few profiles that have a pair, not two lookups of thousands ANDed.
     */
    voicePairs: bigint('voice_pairs', { mode: 'number' })
      .array()
      .generatedAlwaysAs(sql`voice_pairs(languages, voice_age_genders)`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('providers_user_key').on(t.userId),
    index('providers_search_idx').using('gin', t.searchDocument),
    index('providers_languages_idx').using('gin', t.languages),
    index('providers_vag_idx').using('gin', t.voiceAgeGenders),
    index('providers_voice_pairs_idx').using('gin', t.voicePairs),
    // Search order without free text: membership level (Platinum first), then display_order.
    index('providers_rank_idx').on(t.membershipLevel.desc(), t.displayOrder, t.id),
  ],
);

/**
 * One row per word (lexeme) of each listed profile's search document (not of deleted accounts),
 * with the rank a search for that word alone gives the profile (`ts_rank` of the document and the
 * word) and the profile's own order (membership level, display_order): once for any language
 * (`language` 0) and once for each language the profile speaks. Kept by PostgreSQL's triggers of
 * migration 0014 from the providers and users rows; the API never writes it. Its rank index gives
 * a one-word search, alone or in a language, its page in order without ranking every match: a
 * common word matches 12,519 of 100,000 profiles.
 */
export const providerTerms = pgTable(
  'provider_terms',
  {
    providerId: integer('provider_id').notNull(),
    lexeme: text('lexeme').notNull(),
    /** 0: the row of any language; else a language attribute's id. */
    language: integer('language').notNull(),
    serviceId: text('service_id').notNull(),
    score: real('score').notNull(),
    membershipLevel: integer('membership_level').notNull(),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.lexeme, t.language] }),
    // A word's matches (in a language) in search order.
    index('provider_terms_rank_idx').on(
      t.serviceId,
      t.lexeme,
      t.language,
      t.score.desc(),
      t.membershipLevel.desc(),
      t.displayOrder,
      t.providerId,
    ),
  ],
);

/** How many listed profiles of a service hold each lexeme (provider_terms' rows of any language). */
export const providerTermCounts = pgTable(
  'provider_term_counts',
  {
    serviceId: text('service_id').notNull(),
    lexeme: text('lexeme').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.lexeme] })],
);

export const files = pgTable('files', {
  id: text('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const demos = pgTable(
  'demos',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('demos_provider_idx').on(t.providerId, t.displayOrder)],
);

export const samples = pgTable(
  'samples',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    name: text('name').notNull(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    isValid: boolean('is_valid').notNull().default(true),
    type: text('type').notNull(),
    durationSeconds: integer('duration_seconds'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    listenCount: integer('listen_count').notNull().default(0),
    /** A sample whose demo is deleted keeps existing, unassigned (spec section 5). */
    demoId: integer('demo_id').references(() => demos.id, { onDelete: 'set null' }),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('samples_hash_key').on(t.hash), index('samples_provider_idx').on(t.providerId)],
);

export const sampleListens = pgTable(
  'sample_listens',
  {
    id: serial('id').primaryKey(),
    sampleId: integer('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    sessionId: text('session_id').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    /**
     * The listener (user, else session) and time window this listen was counted in: unique per
     * sample, so replaying a listen does not raise the count (null for imported history).
     */
    countKey: text('count_key'),
  },
  (t) => [
    index('sample_listens_sample_idx').on(t.sampleId, t.at),
    uniqueIndex('sample_listens_count_key').on(t.sampleId, t.countKey),
  ],
);

export const workExperiences = pgTable('work_experiences', {
  id: serial('id').primaryKey(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  year: integer('year').notNull(),
  title: text('title').notNull(),
  clientName: text('client_name'),
  role: text('role'),
  description: text('description'),
  url: text('url'),
});

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    additionalData: jsonb('additional_data').$type<JsonObject>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.target, t.targetId] }),
    index('favorites_target_idx').on(t.target, t.targetId, t.createdAt),
  ],
);

export const profileViews = pgTable(
  'profile_views',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id'),
    sessionId: text('session_id').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    /** As sample_listens.count_key: one view per visitor and time window per profile. */
    countKey: text('count_key'),
  },
  (t) => [
    index('profile_views_provider_idx').on(t.providerId, t.at),
    uniqueIndex('profile_views_count_key').on(t.providerId, t.countKey),
    index('profile_views_session_idx').on(t.sessionId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    response: text('response'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the author last edited the review; null if never. */
    updatedAt: timestamptz('updated_at'),
    /** When the reviewed party answered (ReviewResponse.created_at) and last edited the answer. */
    responseCreatedAt: timestamptz('response_created_at'),
    responseUpdatedAt: timestamptz('response_updated_at'),
  },
  (t) => [index('reviews_target_idx').on(t.target, t.targetId, t.createdAt)],
);

// --- Projects ----------------------------------------------------------------------------------

/**
 * What a project's service_properties keep besides their searchable columns (languages, voice age
 * and genders, budget and audience size are columns of `projects`, written from the same input by
 * domain/projects.ts `projectColumns`). `booking` holds the BookingFields as the client entered them.
 */
export interface ProjectServiceDocument {
  description?: string | null;
  script?: string | null;
  proposals_wanted?: number | null;
  /** A casting's usage (the document's ValueAndUnit). */
  usage?: { value: number; unit?: string } | null;
  booking?: JsonObject | null;
}

/** An extra payment on a booking (the document's ProjectAdditionalPayment, ids unique per project). */
export interface StoredAdditionalPayment {
  id: number;
  amount: number;
  description: string;
  charge_status: string;
  created_at: string;
}

/**
 * The admin panel's fields of a project (ProjectAdminFields) that nothing filters on: people as user
 * ids and tags as tag ids, both resolved when an admin reads the project. The project's status and
 * secure-payment state are columns; aima_status is a column because owners set it too.
 */
export interface ProjectAdminDocument {
  workflow_status?: string | null;
  client_status?: string | null;
  approved_by?: number | null;
  approved_at?: string | null;
  edited_by?: number | null;
  edited_at?: string | null;
  disapproved_by?: number | null;
  disapproved_at?: string | null;
  /** Why the admin disapproved it (designed: UpdateProjectRequest.disapproval_reason). */
  disapproval_reason?: string | null;
  closed_by?: number | null;
  closed_at?: string | null;
  extended_at?: string | null;
  tag_ids?: number[];
}

/**
 * Castings and bookings (spec sections 3 and 4; the document's Project). Columns for what lists,
 * counters and rates filter or sort on (status, type, dates, the booked voice actor, budget,
 * languages, voice age and genders, audience size, payment states); JSONB for the free-form rest.
 * The owners are `project_owners`.
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    publicHash: text('public_hash').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** casting or booking */
    type: text('type').notNull(),
    /** The document's ProjectStatus. */
    status: text('status').notNull(),
    deadline: timestamptz('deadline'),
    autoInvitesEnabled: boolean('auto_invites_enabled').notNull().default(false),
    aimaStatus: text('aima_status').notNull().default('disabled'),
    closingReason: text('closing_reason'),
    completionReason: text('completion_reason'),
    cancelReason: text('cancel_reason'),
    cancelReasonDetails: text('cancel_reason_details'),
    chargeStatus: text('charge_status'),
    winnerSelected: boolean('winner_selected'),
    quoteClientConfirmation: boolean('quote_client_confirmation'),
    receivedRecording: boolean('received_recording'),
    clientFeedback: text('client_feedback'),
    receivedPayment: boolean('received_payment'),
    vaFeedback: text('va_feedback'),
    clientFeedbackSkippedAt: timestamptz('client_feedback_skipped_at'),
    vaFeedbackSkippedAt: timestamptz('va_feedback_skipped_at'),
    /** The booked voice actor of a booking; a deleted profile leaves the client's booking in place. */
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    /** service_properties.budget: the casting's budget, or the booking's agreed price (US dollars). */
    budget: numeric('budget', { precision: 10, scale: 2, mode: 'number' }),
    languages: integer('languages')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    voiceAgeGenders: integer('voice_age_genders')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** service_properties.booking.audience_size of a booking. */
    audienceSize: integer('audience_size'),
    serviceProperties: jsonb('service_properties').$type<ProjectServiceDocument>().notNull().default({}),
    securePaymentEnabled: boolean('secure_payment_enabled').notNull().default(false),
    securePaymentStatus: text('secure_payment_status'),
    securePaymentAmount: numeric('secure_payment_amount', { precision: 10, scale: 2, mode: 'number' }),
    readyToReleaseFundsAt: timestamptz('ready_to_release_funds_at'),
    financeNotifiedAt: timestamptz('finance_notified_at'),
    fundsReleasedAt: timestamptz('funds_released_at'),
    additionalPayments: jsonb('additional_payments').$type<StoredAdditionalPayment[]>().notNull().default([]),
    admin: jsonb('admin').$type<ProjectAdminDocument>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_public_hash_key').on(t.publicHash),
    // A voice actor's bookings by state (bookings accepted, bookings completed).
    index('projects_provider_idx').on(t.providerId, t.status),
    // Rates and market figures: bookings or castings of a window of time, by state.
    index('projects_type_status_created_idx').on(t.type, t.status, t.createdAt),
    index('projects_languages_idx').using('gin', t.languages),
    index('projects_vag_idx').using('gin', t.voiceAgeGenders),
  ],
);

/**
 * A project's owners (Project.user_id): the client who posted it at position 0, then the users a
 * shared ownership link added, in the order they joined.
 */
export const projectOwners = pgTable(
  'project_owners',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    uniqueIndex('project_owners_position_key').on(t.projectId, t.position),
    // "The user's projects": every list and counter starts from the owner.
    index('project_owners_user_idx').on(t.userId, t.projectId),
  ],
);

/**
 * A voice actor's invitation to a project (Invitation). Casting invitations are automatic (a wave
 * of the project's auto invites) or direct (the client, or the project's public invite link);
 * booking invitations carry a booking request. One invitation per voice actor and project.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The sample that prompted a direct invitation (from search or the profile); null when none. */
    sampleId: integer('sample_id').references(() => samples.id, { onDelete: 'set null' }),
    /** automatic, direct or booking (the document's InvitationType). */
    type: text('type').notNull(),
    /** The document's InvitationStatus. */
    status: text('status').notNull().default('requested'),
    /** The wave (1, 2, ...) that sent an automatic invitation; null for direct and booking ones. */
    wave: integer('wave'),
    openedAt: timestamptz('opened_at'),
    rejectionReason: text('rejection_reason'),
    rejectionReasonDetails: text('rejection_reason_details'),
    /** When the invitation's e-mail went out; null until then (a retried wave mails only the rest). */
    notifiedAt: timestamptz('notified_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_project_provider_key').on(t.projectId, t.providerId),
    // The voice actor's inbox (unread first, newest first) and its unread badge.
    index('invitations_provider_idx').on(t.providerId, t.status, t.createdAt),
  ],
);

/**
 * The waves of a casting's automatic invitations (domain/invitationWaves.ts): one row per round sent,
 * written in the same transaction as its invitations, so a wave job that runs again (a retry, a
 * restart) finds its round already sent and invites nobody twice. `next_at` is when the following
 * round is due; null once the waves stopped or none is planned.
 */
export const invitationWaves = pgTable(
  'invitation_waves',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    wave: integer('wave').notNull(),
    /** The membership level (1 Standard to 5 Platinum) the round invited. */
    membershipLevel: integer('membership_level').notNull(),
    invitedCount: integer('invited_count').notNull().default(0),
    sentAt: timestamptz('sent_at').notNull(),
    nextAt: timestamptz('next_at'),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.wave] })],
);

// --- Sign-in and session -----------------------------------------------------------------------

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

/** Every request an admin makes while acting as another user, with both identities. */
export const impersonationAudit = pgTable('impersonation_audit', {
  id: serial('id').primaryKey(),
  adminId: integer('admin_id').notNull(),
  actingAsId: integer('acting_as_id').notNull(),
  operationId: text('operation_id').notNull(),
  method: text('method').notNull(),
  path: text('path').notNull(),
  status: integer('status').notNull(),
  at: timestamptz('at').notNull().defaultNow(),
});

/** Key-value facts about this database: the token signing secret, the seed version. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * actionsLog: every free-text search, one row each (the top searches count them since a date;
 * clearing deletes them), and every share of an entity's link.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: serial('id').primaryKey(),
    /** The search text, normalised: lower case, words separated by one space. */
    keyword: text('keyword').notNull(),
    searchedAt: timestamptz('searched_at').notNull().defaultNow(),
  },
  (t) => [
    index('search_keywords_keyword_idx').on(t.keyword),
    index('search_keywords_at_idx').on(t.searchedAt),
  ],
);

export const shareEvents = pgTable('share_events', {
  id: serial('id').primaryKey(),
  /** The document's SharedEntity. */
  entity: text('entity').notNull(),
  entityId: text('entity_id').notNull(),
  /** The document's ShareMedium; null when not given. */
  medium: text('medium'),
  /** The signed-in sharer; null for an anonymous visitor. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  sharedAt: timestamptz('shared_at').notNull().defaultNow(),
});

/**
 * A voice actor's request to be endorsed by a client or a fellow voice actor (spec sections 3 and 7),
 * reached through the e-mailed link /endorse/{hash}; answered once (endorsed true or false).
 */
export const endorsements = pgTable(
  'endorsements',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** client or va: who is asked, and the account created for a new endorser. */
    userType: text('user_type').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    text: text('text').notNull(),
    endorsed: boolean('endorsed'),
    endorsedAt: timestamptz('endorsed_at'),
    /** The endorser, once they validated the link. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('endorsements_hash_key').on(t.hash),
    index('endorsements_provider_idx').on(t.providerId, t.createdAt),
  ],
);

// --- Category pages and experiments -------------------------------------------------------------

/** The search attribute ids of a category page's filter, by the document's attribute group. */
export interface CategoryPageFilterIds {
  languages?: number[];
  accents?: number[];
  voice_age_genders?: number[];
  additional_services?: number[];
  recording_capabilities?: number[];
  vocal_abilities?: number[];
  categories?: number[];
}

/**
 * Category landing pages (/category/{slug}): text for visitors and search engines, and the search
 * filter that picks the page's voice actors (languages and voice age and genders: any of them;
 * other groups: all of them, as the search does).
 */
export const categoryPages = pgTable(
  'category_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The editorial sections (CategoryPageSection: heading and body), in reading order. */
    content: jsonb('content').$type<{ heading: string; body: string }[]>().notNull().default([]),
    iconId: integer('icon_id').notNull(),
    filters: jsonb('filters').$type<CategoryPageFilterIds>().notNull().default({}),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Position among the footer's links; null when the footer does not link the page. */
    footerOrder: integer('footer_order'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('category_pages_slug_key').on(t.slug)],
);

/**
 * The variant each user, or each anonymous visitor (x-session-id), got in an A/B experiment:
 * drawn once, then kept, so the same person always sees the same variant.
 */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    id: serial('id').primaryKey(),
    experiment: text('experiment').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    variant: text('variant').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experiment_assignments_user_key')
      .on(t.experiment, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('experiment_assignments_session_key')
      .on(t.experiment, t.sessionId)
      .where(sql`${t.sessionId} IS NOT NULL`),
  ],
);

/** Testimonials of clients and voice actors, shown on marketing pages chosen by their tags. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    authorName: text('author_name').notNull(),
    authorTitle: text('author_title'),
    text: text('text').notNull(),
    pictureFileId: text('picture_file_id'),
    rating: integer('rating'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('testimonials_created_idx').on(t.createdAt)],
);

/**
 * The external blog's feed as last fetched (one row per feed address): its posts and tags already
 * read into the document's BlogPost and BlogTag shapes, served until `expiresAt`, then fetched again.
 */
export const blogFeedCache = pgTable('blog_feed_cache', {
  feedUrl: text('feed_url').primaryKey(),
  posts: jsonb('posts').$type<unknown[]>().notNull(),
  tags: jsonb('tags').$type<unknown[]>().notNull(),
  fetchedAt: timestamptz('fetched_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/**
 * Mail the server would have sent, kept when no SMTP server is configured: the rendered message
 * (`raw`, RFC 5322, exactly what SMTP would carry) and its parts for the demo mailbox page.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    raw: text('raw').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/**
 * A voice actor's question on a project (ProjectQuestion, the project's Q&A): `reviewed` turns true
 * when an owner has seen it; the project's stats.pending_questions counts the unreviewed ones.
 */
export const projectQuestions = pgTable(
  'project_questions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_questions_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * An answer in a question's thread (ProjectAnswer): an owner's or admin's, or the asker's follow-up.
 * `reviewed` turns true when the asking voice actor has seen it; stats.pending_answers counts the
 * unreviewed answers of others than the asker.
 */
export const projectAnswers = pgTable(
  'project_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => projectQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('project_answers_question_idx').on(t.questionId, t.createdAt)],
);

/**
 * Per-user write quotas (http/userLimits.ts): how many writes that reach other people (projects in
 * the approval queue, questions, endorsements, invitations...) a user made in one fixed window of an
 * operation's limit. Counted in the database, not in memory, so the limit holds over every node.
 */
export const writeQuotas = pgTable(
  'write_quotas',
  {
    userId: integer('user_id').notNull(),
    /** The operation and the window's length, e.g. `createProject:3600`. */
    bucket: text('bucket').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bucket, t.windowStart] })],
);

/**
 * Every mail one user's action sent to another person (mail/notificationMail.ts): past a few an
 * hour from one sender to one address, the rest are held and go out together as one digest.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id').notNull(),
    /** The recipient's address, lower-cased. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Held: not sent on its own, waiting for the digest. */
    held: boolean('held').notNull(),
    /** When the digest that carried a held mail went out. */
    digestedAt: timestamptz('digested_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('notification_mails_pair_idx').on(t.senderId, t.recipient, t.createdAt)],
);
