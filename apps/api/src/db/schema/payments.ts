// Payments: the double-entry ledger (journal entries and their lines), the charges the processor
// holds for projects, the product's own idempotency records, the processor's webhook events as
// received, the processor's customer per user, and the reconciliation reports. docs/payments.md.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz, type JsonObject } from './columns';
import { projects } from './projects';
import { users } from './users';

/**
 * A journal entry: one movement of money (a payment held, a release, a refund, a transfer, or the
 * reversal of an earlier entry). Never updated or deleted: a mistake is undone by a reversing
 * entry. `key` makes posting idempotent (the same movement posted twice is one entry).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    /** payment, release, transfer, refund or reversal. */
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'restrict' }),
    /** The processor's object behind the movement (pi_..., re_..., tr_...). */
    processorRef: text('processor_ref'),
    /** The entry this one reverses. */
    reversesEntryId: integer('reverses_entry_id'),
    description: text('description').notNull(),
    /** Who caused it (null: the processor's webhook or a job). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_key_idx').on(t.key),
    uniqueIndex('ledger_entries_reverses_idx').on(t.reversesEntryId),
    index('ledger_entries_project_idx').on(t.projectId, t.createdAt),
  ],
);

/**
 * An entry's lines: a signed amount on one account in integer minor units of its currency (debits
 * positive, credits negative); an entry's lines sum to zero per currency.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    account: text('account').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    index('ledger_lines_entry_idx').on(t.entryId),
    index('ledger_lines_account_idx').on(t.account, t.currency),
    check('ledger_lines_amount_nonzero', sql`${t.amountMinor} <> 0`),
  ],
);

/**
 * A project's charge at the processor (Secure Payment): the payment intent behind it and where it
 * stands. One per project and purpose ('booking' for the booking's quote).
 */
export const projectCharges = pgTable(
  'project_charges',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    purpose: text('purpose').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The client who pays. */
    payerId: integer('payer_id').references(() => users.id, { onDelete: 'set null' }),
    paymentIntentId: text('payment_intent_id'),
    /** requires_payment_method, requires_action, held, released, refunded, cancelled. */
    status: text('status').notNull(),
    /** The last failure's PaymentErrorCode and the processor's decline code. */
    lastErrorCode: text('last_error_code'),
    lastDeclineCode: text('last_decline_code'),
    refundReason: text('refund_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('project_charges_purpose_idx').on(t.projectId, t.purpose),
    uniqueIndex('project_charges_intent_idx').on(t.paymentIntentId),
    index('project_charges_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * The product's own idempotency records: a money-moving call (pay, release, refund) with an
 * Idempotency-Key answers the same the second time. Kept per caller and operation.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** A hash of the request (path and body): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** null while the first call runs (or was cut short: the next call with the key finishes it). */
    status: integer('status'),
    body: jsonb('body').$type<JsonObject>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.operation, t.key] })],
);

/** The processor's webhook events as received: each is handled once, whatever order they come in. */
export const processorEvents = pgTable(
  'processor_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** The id of the event's object (pi_..., re_...). */
    objectId: text('object_id'),
    /** When the processor created it (its `created`). */
    createdAt: timestamptz('created_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    payload: jsonb('payload').$type<JsonObject>().notNull(),
  },
  (t) => [index('processor_events_object_idx').on(t.objectId)],
);

/** A user's customer at the processor (cards are saved on it). */
export const processorCustomers = pgTable('processor_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** What a reconciliation run found: the ledger against the processor's events. */
export const reconciliationReports = pgTable('reconciliation_reports', {
  id: serial('id').primaryKey(),
  ranAt: timestamptz('ran_at').notNull(),
  /** How many differences were found (0: the ledger and the processor agree). */
  driftCount: integer('drift_count').notNull(),
  report: jsonb('report').$type<JsonObject>().notNull(),
});
