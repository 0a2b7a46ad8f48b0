// Conversations (channels) between a client and a voice actor, each participant's view of one
// (status, star, unread counters) and their events (messages). Counters live on the membership row
// and change in the transaction that inserts the event (modules/channels/channelWrites.ts), so the
// Messages badge never drifts from the events.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { projects } from './projects';
import { providers } from './providers';
import { users } from './users';

export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    publicHash: text('public_hash').notNull(),
    /** The client who started the conversation. */
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The voice actor's user (providers.user_id), kept here so a membership check is one row. */
    providerUserId: integer('provider_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The last sequence given to an event of this conversation (events take 1, 2, 3...). */
    lastSequence: integer('last_sequence').notNull().default(0),
    /** Delivered events (not held, not rejected). */
    eventsCount: integer('events_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** When the last delivered event was posted. */
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channels_public_hash_key').on(t.publicHash),
    // One conversation per client, voice actor and project (or none).
    uniqueIndex('channels_pair_key').on(t.clientUserId, t.providerId, sql`coalesce(${t.projectId}, 0)`),
    index('channels_provider_user_idx').on(t.providerUserId),
  ],
);

/** One participant's view of a conversation. */
export const channelMembers = pgTable(
  'channel_members',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** active or archived, for this participant. */
    status: text('status').notNull().default('active'),
    starred: boolean('starred').notNull().default(false),
    /** Deleted from this participant's inbox; a new event from the other side brings it back. */
    deletedAt: timestamptz('deleted_at'),
    /** Delivered events from the other side this participant has not read. */
    pendingEvents: integer('pending_events').notNull().default(0),
    /** Marked unread by the participant (markChannelUnread). */
    markedUnread: boolean('marked_unread').notNull().default(false),
    readAt: timestamptz('read_at'),
    /**
     * The highest sequence this participant has read: pending_events is the count of the other
     * side's delivered events above it (an approved held message takes a higher sequence).
     */
    readSequence: integer('read_sequence').notNull().default(0),
    /** The highest sequence already announced to this participant in an unread-messages digest. */
    mailedSequence: integer('mailed_sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('channel_members_user_idx').on(t.userId)],
);

/** A stored attachment: a file uploaded with the message (file_id) or a hosted one (url). */
export interface StoredAttachment {
  name: string;
  fileId?: string;
  url?: string;
  size?: number;
  contentType?: string;
}

export const channelEvents = pgTable(
  'channel_events',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    /** delivered, pending (held for moderation), rejected (never delivered). */
    moderation: text('moderation').notNull().default('delivered'),
    /** Why moderation held it (the rule's reasons, modules/channels/moderation.ts). */
    heldFor: text('held_for')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The admin's real category when reviewed. */
    realCategory: text('real_category'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('channel_events_sequence_key').on(t.channelId, t.sequence),
    index('channel_events_pending_idx')
      .on(t.userId, t.id)
      .where(sql`${t.moderation} = 'pending'`),
  ],
);
