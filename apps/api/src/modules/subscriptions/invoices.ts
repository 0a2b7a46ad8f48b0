// A voice actor's membership invoices: each paid charge of a plan change or a renewal, read from the
// ledger (its membership entry, keyed by the processor's payment) beside the process it paid for.
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { SubscriptionInvoice } from '@vo/sdk';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerLines, subscriptionProcesses } from '../../db/schema';
import { toDollars } from '../bookings/pricing';
import { findPlan } from './catalog';
import { billingPeriodOf } from './memberships';

const paidCharges = (providerId: number) =>
  and(
    eq(subscriptionProcesses.providerId, providerId),
    eq(subscriptionProcesses.status, 'completed'),
    gt(subscriptionProcesses.totalMinor, 0),
    eq(ledgerEntries.kind, 'membership'),
    eq(ledgerLines.account, 'membership_revenue'),
  );

export async function invoicesOf(
  db: Database,
  providerId: number,
  page: { offset: number; limit: number },
): Promise<{ rows: SubscriptionInvoice[]; total: number }> {
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      paidAt: ledgerEntries.createdAt,
      ref: ledgerEntries.processorRef,
      amountMinor: ledgerLines.amountMinor,
      currency: ledgerLines.currency,
      process: subscriptionProcesses,
    })
    .from(subscriptionProcesses)
    .innerJoin(ledgerEntries, eq(ledgerEntries.processorRef, subscriptionProcesses.paymentIntentId))
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(paidCharges(providerId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(subscriptionProcesses)
    .innerJoin(ledgerEntries, eq(ledgerEntries.processorRef, subscriptionProcesses.paymentIntentId))
    .innerJoin(ledgerLines, eq(ledgerLines.entryId, ledgerEntries.id))
    .where(paidCharges(providerId));
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => {
      const plan = findPlan(row.process.toProduct, row.process.toPeriod);
      const period = billingPeriodOf(row.process.toPeriod);
      return {
        id: row.entryId,
        process_id: row.process.id,
        paid_at: row.paidAt.toISOString(),
        product_name: plan?.productName ?? 'standard-1',
        billing_period: period,
        period_start: row.process.periodStart?.toISOString() ?? null,
        period_end: row.process.periodEnd?.toISOString() ?? null,
        // Revenue is a credit: its line is negative.
        amount: toDollars(-row.amountMinor),
        currency: row.currency,
        description: `${plan?.name ?? row.process.toProduct}, ${period === 'ANNUAL' ? 'annual' : 'monthly'}${
          row.process.kind === 'renewal' ? ' renewal' : ''
        }`,
        processor_ref: row.ref,
      };
    }),
  };
}
