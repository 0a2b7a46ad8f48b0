// Payouts: each voice actor's payment settings (how they are paid; bank numbers encrypted at rest,
// their Stripe connected account and its status) and the finance actions log (who moved which money,
// and what the reconciliation job found). docs/payments.md.
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamptz, type JsonObject } from './columns';
import { projects } from './projects';
import { providers } from './providers';
import { users } from './users';

/**
 * A voice actor's payout settings (the document's PaymentSettings), one row per provider once they
 * chose a method or opened Stripe onboarding. `bankAccount` holds the bank details with the account
 * and routing numbers encrypted (AES-256-GCM, modules/payments/paymentSettings.ts).
 */
export const paymentSettings = pgTable('payment_settings', {
  providerId: integer('provider_id')
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  /** paypal, payoneer, wise, us_banking, ach, wire (both retired: pending) or stripe; null: none yet. */
  method: text('method'),
  paypalEmail: text('paypal_email'),
  payoneerUserId: text('payoneer_user_id'),
  wiseEmail: text('wise_email'),
  bankAccount: jsonb('bank_account').$type<JsonObject>(),
  /** The voice actor's connected account at the processor (acct_...), created by onboarding. */
  stripeAccountId: text('stripe_account_id'),
  /** The account's status as last read from the processor (StripeAccountStatus). */
  stripeAccountStatus: text('stripe_account_status'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * The finance actions log: every money action with who did it (null: the processor's webhook or a
 * job), e.g. funds released, transferred, refunded, an additional payment added, a drift found.
 */
export const financeActions = pgTable(
  'finance_actions',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<JsonObject>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('finance_actions_created_idx').on(t.createdAt),
    index('finance_actions_project_idx').on(t.projectId),
  ],
);
