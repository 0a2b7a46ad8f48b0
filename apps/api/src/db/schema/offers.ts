// Offers (proposals, auditions) voice actors send to castings, the owners' votes (likes) on them and
// the comments under them. The status is the offer machine's (@vo/machines decideOffer); the marks
// (listened, downloaded, reviewed, winner) and the trash (deleted) are flags beside it.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { files } from './files';
import { invitations, projects } from './projects';
import { providers } from './providers';
import { users } from './users';

export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    publicHash: text('public_hash').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    /** The custom audition recorded for the project's script; null for related samples only. */
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Ids of the voice actor's own samples attached to the proposal. */
    relatedSamples: integer('related_samples')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** US dollars with cents (the document's Money). */
    priceQuote: numeric('price_quote', { precision: 12, scale: 2, mode: 'number' }),
    listened: boolean('listened').notNull().default(false),
    downloaded: boolean('downloaded').notNull().default(false),
    reviewed: boolean('reviewed').notNull().default(false),
    winner: boolean('winner').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    /** The voice actor declares the audition made with an AI voice (section 1's AI-voice proposals). */
    aiVoice: boolean('ai_voice').notNull().default(false),
    /** When the proposal was first sent (a draft has none): the monthly audition limit counts these. */
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_public_hash_idx').on(t.publicHash),
    // A voice actor has at most one offer per project.
    uniqueIndex('offers_project_provider_idx').on(t.projectId, t.providerId),
    index('offers_provider_idx').on(t.providerId, t.createdAt),
    index('offers_provider_sent_idx').on(t.providerId, t.sentAt),
  ],
);

/** A project owner's vote on an offer: at most one per user and offer. */
export const offerVotes = pgTable(
  'offer_votes',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('offer_votes_offer_user_idx').on(t.offerId, t.userId)],
);

/** A comment on an offer, by a project owner or the offer's voice actor. */
export const offerComments = pgTable(
  'offer_comments',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('offer_comments_offer_idx').on(t.offerId, t.createdAt)],
);

/**
 * A request for feedback on an audition, mailed to the listed addresses. The voice actor asks about
 * their own audition; a project owner may ask colleagues about one of the project's auditions. The
 * mailed link carries public_hash, which is all a recipient needs to answer.
 */
export const feedbackRequests = pgTable(
  'feedback_requests',
  {
    id: serial('id').primaryKey(),
    publicHash: text('public_hash').notNull(),
    /** Who asked (the voice actor or a project owner). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    emails: text('emails').array().notNull(),
    request: text('request').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_requests_public_hash_idx').on(t.publicHash),
    index('feedback_requests_user_idx').on(t.userId, t.createdAt),
    index('feedback_requests_offer_idx').on(t.offerId),
  ],
);

/** Feedback given through a request's link (anonymous or signed in), and the asker's reply. */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    feedbackRequestId: integer('feedback_request_id')
      .notNull()
      .references(() => feedbackRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    feedback: text('feedback').notNull(),
    reply: text('reply'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    repliedAt: timestamptz('replied_at'),
  },
  (t) => [index('feedbacks_request_idx').on(t.feedbackRequestId, t.createdAt)],
);
