// The contract's SubscriptionProcess and changes-log entries of a process (dollars at the edge).
import { asc, count, eq } from 'drizzle-orm';
import type { PaymentError, PlanSelection, SubscriptionChangeLogEntry, SubscriptionProcess } from '@vo/sdk';
import { parseSubscriptionProcessStatus } from '@vo/machines';
import type { Services } from '../../services';
import { subscriptionChangesLog } from '../../db/schema';
import { toDollars } from '../bookings/pricing';
import { findPlan } from './catalog';
import { billingPeriodOf, type ProcessRow } from './memberships';
import { findPromo, promoResource } from './promos';
import { changeTypeOf, knownCode, paymentFailureFor } from './processSteps';

function selectionOf(product: string, period: string): PlanSelection {
  const plan = findPlan(product, period);
  return {
    product_name: plan?.productName ?? 'standard-1',
    billing_period: billingPeriodOf(period),
    ...(plan ? { tier: plan.tier } : {}),
  };
}

function errorOf(row: { errorCode: string | null; errorMessage: string | null; declineCode: string | null }) {
  if (row.errorCode === null) return null;
  const failure = paymentFailureFor(knownCode(row.errorCode));
  const error: PaymentError = { code: failure.code, message: failure.message, decline_code: row.declineCode };
  return error;
}

/** The contract's SubscriptionProcess. */
export async function processResource(services: Services, process: ProcessRow): Promise<SubscriptionProcess> {
  const promo = process.promoCode === null ? null : await findPromo(services.db, process.promoCode);
  return {
    id: process.id,
    type: 'change_subscription',
    status: parseSubscriptionProcessStatus(process.status),
    provider_id: process.providerId,
    ...(process.kind === 'renewal' ? {} : { change_type: changeTypeOf(process) }),
    from: selectionOf(process.fromProduct, process.fromPeriod),
    to: selectionOf(process.toProduct, process.toPeriod),
    amounts: {
      subtotal: toDollars(process.subtotalMinor),
      discount: toDollars(process.discountMinor),
      proration_credit: toDollars(process.creditMinor),
      total: toDollars(process.totalMinor),
    },
    promo: promo === null ? null : promoResource(promo),
    effective_at: process.effectiveAt?.toISOString() ?? null,
    error: process.status === 'payment_failed' ? errorOf(process) : null,
    next_action:
      process.status === 'processing' && process.actionUrl !== null
        ? { redirect_url: process.actionUrl }
        : null,
    created_at: process.createdAt.toISOString(),
    updated_at: process.updatedAt.toISOString(),
  };
}

/** The steps of a process, oldest first, paged. */
export async function changesLog(
  services: Services,
  processId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: SubscriptionChangeLogEntry[]; total: number }> {
  const rows = await services.db
    .select()
    .from(subscriptionChangesLog)
    .where(eq(subscriptionChangesLog.processId, processId))
    .orderBy(asc(subscriptionChangesLog.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await services.db
    .select({ n: count() })
    .from(subscriptionChangesLog)
    .where(eq(subscriptionChangesLog.processId, processId));
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      process_id: row.processId,
      status: parseSubscriptionProcessStatus(row.status),
      message: row.message,
      amount: row.amountMinor === null ? null : toDollars(row.amountMinor),
      error: errorOf(row),
      user_id: row.userId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
