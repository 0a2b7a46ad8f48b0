// Memberships (issue 44): a voice actor's subscription beside their provider row (which keeps the
// plan, level and start that search and the invitation waves read), the plan-change processes and
// their history, and the promo codes. Money in integer minor units. docs/payments.md.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz, type JsonObject } from './columns';
import { providers } from './providers';
import { users } from './users';

/**
 * A voice actor's membership billing: the current period, what was paid for it (the base of the
 * proration credit), auto-renewal, the payment method it is charged to, and a failed renewal's grace.
 * One per provider, created on the first plan change or saved payment method.
 */
export const subscriptions = pgTable('subscriptions', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  autoRenewal: boolean('auto_renewal').notNull().default(true),
  currentPeriodStart: timestamptz('current_period_start'),
  currentPeriodEnd: timestamptz('current_period_end'),
  /** What was paid for the current period (after any promo), in minor units. */
  periodPaidMinor: integer('period_paid_minor').notNull().default(0),
  currency: text('currency').notNull().default('usd'),
  /** card or paypal. */
  paymentMethodType: text('payment_method_type'),
  /** The processor's payment method (pm_...) or the PayPal billing agreement token. */
  paymentMethodRef: text('payment_method_ref'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  paypalEmail: text('paypal_email'),
  /** A failed renewal keeps the plan until then; retries run on a schedule; then the plan lapses. */
  graceUntil: timestamptz('grace_until'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A plan-change process (PUT /providers/me/subscription) or a renewal: from and to plans, the
 * amounts priced once when it was opened (the dry run's function), and where the charge stands.
 */
export const subscriptionProcesses = pgTable(
  'subscription_processes',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** change (the voice actor's) or renewal (the period's end). */
    kind: text('kind').notNull().default('change'),
    status: text('status').notNull(),
    changeType: text('change_type').notNull(),
    fromProduct: text('from_product').notNull(),
    fromPeriod: text('from_period').notNull(),
    toProduct: text('to_product').notNull(),
    toPeriod: text('to_period').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    creditMinor: integer('credit_minor').notNull(),
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    promoCode: text('promo_code'),
    /** When it takes (took) effect: now for a charge, the period end for a downgrade. */
    effectiveAt: timestamptz('effective_at'),
    /** The new period a charged change starts. */
    periodStart: timestamptz('period_start'),
    periodEnd: timestamptz('period_end'),
    /** The renewal's period key (its old period end), unique per provider: one renewal per period. */
    renewalOf: timestamptz('renewal_of'),
    paymentIntentId: text('payment_intent_id'),
    /** Where the voice actor authenticates a charge that asks for 3-D Secure. */
    actionUrl: text('action_url'),
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    declineCode: text('decline_code'),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscription_processes_provider_idx').on(t.providerId, t.status),
    uniqueIndex('subscription_processes_renewal_idx').on(t.providerId, t.renewalOf),
    check('subscription_processes_total_nonnegative', sql`${t.totalMinor} >= 0`),
  ],
);

/** Each step a process went through, oldest first (GET /subscription/changes_log/{processId}). */
export const subscriptionChangesLog = pgTable(
  'subscription_changes_log',
  {
    id: serial('id').primaryKey(),
    processId: integer('process_id')
      .notNull()
      .references(() => subscriptionProcesses.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    message: text('message'),
    amountMinor: integer('amount_minor'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    declineCode: text('decline_code'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('subscription_changes_log_process_idx').on(t.processId, t.id)],
);

/**
 * A promo code: its discount on the first charge of the plans and billing periods it names (empty:
 * all paid plans, all periods), the markets (language attribute ids) it is offered in (empty: all),
 * its dates, and the banner configuration the plans pages show (PromoConfig).
 */
export const promoCodes = pgTable('promo_codes', {
  /** Upper-case; codes are matched without regard to case. */
  code: text('code').primaryKey(),
  description: text('description'),
  discountPercentage: integer('discount_percentage').notNull(),
  productNames: text('product_names')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  billingPeriods: text('billing_periods')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  languages: integer('languages')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  startsAt: timestamptz('starts_at'),
  expiresAt: timestamptz('expires_at'),
  config: jsonb('config').$type<JsonObject>(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
