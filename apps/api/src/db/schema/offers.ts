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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offers_public_hash_idx').on(t.publicHash),
    // A voice actor has at most one offer per project.
    uniqueIndex('offers_project_provider_idx').on(t.projectId, t.providerId),
    index('offers_provider_idx').on(t.providerId, t.createdAt),
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
