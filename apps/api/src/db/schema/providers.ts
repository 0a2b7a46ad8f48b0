// Voice actors: their profiles, search terms, demos and samples, credits, favorites, views, reviews and endorsements.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector, timestamptz, type JsonObject } from './columns';
import { files } from './files';
import { users } from './users';

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
    /**
     * The voice actor's booking settings (/booking-settings): rates, turnaround, revisions and the
     * like, the input of their instant quotes; null until they set any (the defaults apply).
     */
    bookingSettings: jsonb('booking_settings').$type<JsonObject>(),
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
 * (`language` 0) and once for each language the profile speaks or that one of them is a variant
 * of (parent_id, migration 0016). Kept by PostgreSQL's triggers of migration 0014 from the
 * providers and users rows; the API never writes it. Its rank index gives
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

/**
 * A voice actor's appearances on a search results page (the stats page's search appearances): one
 * per visitor per voice actor per time window, as profile views count (count_key), so paging back and
 * forth or searching again within the hour counts once.
 */
export const searchAppearances = pgTable(
  'search_appearances',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    countKey: text('count_key').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.countKey] }),
    index('search_appearances_provider_idx').on(t.providerId, t.at),
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
    /**
     * The completed booking the review is about (one review per party and booking); null for the
     * reviews from before bookings were served. A plain id: projects' schema imports this file.
     */
    projectId: integer('project_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the author last edited the review; null if never. */
    updatedAt: timestamptz('updated_at'),
    /** When the reviewed party answered (ReviewResponse.created_at) and last edited the answer. */
    responseCreatedAt: timestamptz('response_created_at'),
    responseUpdatedAt: timestamptz('response_updated_at'),
  },
  (t) => [
    index('reviews_target_idx').on(t.target, t.targetId, t.createdAt),
    uniqueIndex('reviews_project_author_idx').on(t.projectId, t.userId),
  ],
);

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
