// The server's own records: settings, the impersonation audit, the mail outbox, write quotas,
// notification mails and the flags people file for moderation.
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './users';

/** Key-value facts about this database: the token signing secret, the seed version. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

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
 * Every mail one user's action sent to another person (modules/notifications/notificationMail.ts): past a few an
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

/**
 * A report that a piece of content breaks the rules (Flag): a proposal, recording, message, user,
 * project, sample or review. A soft flag is a lighter signal; a full one goes to moderation. One flag
 * per reporter and target: reporting again updates the description instead of piling up reports.
 */
export const flags = pgTable(
  'flags',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    targetId: integer('target_id').notNull(),
    description: text('description'),
    soft: boolean('soft').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flags_reporter_target_idx').on(t.userId, t.target, t.targetId),
    index('flags_target_idx').on(t.target, t.targetId),
  ],
);
