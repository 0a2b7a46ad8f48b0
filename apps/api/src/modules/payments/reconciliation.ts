// The reconciliation: the ledger compared with the payment processor's records, on the job queue.
// Every ledger movement the processor made (payments, refunds, transfers, and the voice actors'
// membership charges) is read back from the processor (its amount and state must match), every money
// event the processor sent about our charges (a booking's or a membership's) must have its ledger
// entry, and every journal entry must balance. What differs is drift: stored as a
// report (reconciliation_reports; finance reads the last one) and, when there is any, a line in the
// finance actions log. Scheduled a few minutes after money moves and daily after that; one report
// per slot, so a retried run reports nothing twice. Before comparing, it sends the transfers a crash
// or a lost webhook left owed to a voice actor's active account (modules/payments/transfers).
import { toDollars } from '../bookings/pricing';
import { desc, inArray, isNotNull, and, not, like, sql } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Stripe } from '../../payments/processor';
import type { Services } from '../../services';
import { ledgerEntries, ledgerLines, reconciliationReports } from '../../db/schema';
import { logFinanceAction } from './financeActions';
import { unbalancedEntries } from './ledger';
import { transferAllOwed } from './transfers';

export type ReconciliationReport = components['schemas']['ReconciliationReport'];
export type ReconciliationDrift = components['schemas']['ReconciliationDrift'];

export const RECONCILIATION_JOB = 'paymentsReconciliation';

export interface ReconciliationPayload extends Record<string, unknown> {
  /** The run's slot (an ISO time): one report per slot. */
  slot: string;
}

/** How long after money moves the reconciliation runs (webhooks have come in by then). */
const AFTER_MOVEMENT_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The processor's money events about our charges that must each have a ledger entry. */
const MONEY_EVENTS = ['payment_intent.succeeded', 'refund.created', 'transfer.created'] as const;
/** At most this many movements and events are compared per run (the newest). */
const LIMIT = 1000;
/**
 * The reference of a membership charged to local PayPal (modules/subscriptions/charging.ts): the
 * stand-in for PayPal in local mode, which the processor never sees, so it is not compared.
 */
export const LOCAL_PAYPAL_REF = 'paypal-local-';

async function scheduleAt(services: Services, runAt: Date): Promise<void> {
  const slot = runAt.toISOString();
  await services.jobs.schedule(RECONCILIATION_JOB, { slot } satisfies ReconciliationPayload, {
    runAt,
    singletonKey: `reconcile:${slot}`,
    timing: { expireInSeconds: 600, retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
  });
}

/** Schedules a run a little after a movement, in 10-minute slots (many movements, one run). */
export async function reconcileSoon(services: Services): Promise<void> {
  const at = services.now().getTime() + AFTER_MOVEMENT_MS;
  await scheduleAt(services, new Date(Math.ceil(at / AFTER_MOVEMENT_MS) * AFTER_MOVEMENT_MS));
}

/** The next daily run, at 03:00 UTC. */
async function scheduleDaily(services: Services): Promise<void> {
  const now = services.now();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3));
  if (next.getTime() <= now.getTime()) next.setTime(next.getTime() + DAY_MS);
  await scheduleAt(services, next);
}

const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code?: unknown }).code === 'resource_missing';

const money = (minor: number, currency: string) => `${toDollars(minor).toFixed(2)} ${currency}`;

interface Movement {
  id: number;
  kind: string;
  projectId: number | null;
  ref: string;
  amount: number;
  currency: string;
}

/** What the processor has for a movement: its amount, and whether it is in the state the ledger says. */
async function processorSide(
  stripe: Stripe,
  movement: Movement,
): Promise<{ amount: number; settled: boolean; state: string } | null> {
  try {
    if (movement.ref.startsWith('pi_')) {
      const intent = await stripe.paymentIntents.retrieve(movement.ref);
      return { amount: intent.amount_received, settled: intent.status === 'succeeded', state: intent.status };
    }
    if (movement.ref.startsWith('re_')) {
      const refund = await stripe.refunds.retrieve(movement.ref);
      return {
        amount: refund.amount,
        settled: refund.status === 'succeeded',
        state: refund.status ?? 'unknown',
      };
    }
    if (movement.ref.startsWith('tr_')) {
      const transfer = await stripe.transfers.retrieve(movement.ref);
      return {
        amount: transfer.amount - transfer.amount_reversed,
        settled: !transfer.reversed,
        state: transfer.reversed ? 'reversed' : 'paid',
      };
    }
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  return null;
}

/** Compares the ledger with the processor now; answers what was compared and the drift found. */
export async function reconcile(
  services: Services,
): Promise<{ checked: number; drifts: ReconciliationDrift[] }> {
  const { db } = services;
  const { stripe } = services.payments;
  const drifts: ReconciliationDrift[] = [];
  const rows = await db
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.kind,
      projectId: ledgerEntries.projectId,
      ref: ledgerEntries.processorRef,
      // Each of these movements has two lines: what moved is its debit.
      amount: sql<string>`sum(greatest(${ledgerLines.amountMinor}, 0))`,
      currency: sql<string>`min(${ledgerLines.currency})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerLines, sql`${ledgerLines.entryId} = ${ledgerEntries.id}`)
    .where(
      and(
        inArray(ledgerEntries.kind, ['payment', 'refund', 'transfer', 'membership']),
        isNotNull(ledgerEntries.processorRef),
        not(like(ledgerEntries.processorRef, `${LOCAL_PAYPAL_REF}%`)),
      ),
    )
    .groupBy(ledgerEntries.id)
    .orderBy(desc(ledgerEntries.id))
    .limit(LIMIT);
  const movements: Movement[] = rows.map((row) => ({
    ...row,
    ref: row.ref ?? '',
    amount: Number(row.amount),
  }));
  for (const movement of movements) {
    const found = await processorSide(stripe, movement);
    const base = {
      processor_ref: movement.ref,
      project_id: movement.projectId,
      ledger_amount: movement.amount,
    };
    if (found === null) {
      drifts.push({
        ...base,
        kind: 'missing_at_processor',
        processor_amount: null,
        message: `The ledger's ${movement.kind} of ${money(movement.amount, movement.currency)} names ${movement.ref}, which the processor does not have.`,
      });
    } else if (!found.settled) {
      drifts.push({
        ...base,
        kind: 'status_mismatch',
        processor_amount: found.amount,
        message: `The ledger records the ${movement.kind} ${movement.ref} as done; the processor has it ${found.state}.`,
      });
    } else if (found.amount !== movement.amount) {
      drifts.push({
        ...base,
        kind: 'amount_mismatch',
        processor_amount: found.amount,
        message: `The ledger's ${movement.kind} ${movement.ref} is ${money(movement.amount, movement.currency)}; the processor's is ${money(found.amount, movement.currency)}.`,
      });
    }
  }
  // The processor's side: each money event about one of our charges has its ledger entry.
  const known = new Set(movements.map((movement) => movement.ref));
  let events = 0;
  for await (const event of stripe.events.list({ types: [...MONEY_EVENTS], limit: 100 })) {
    if (events >= LIMIT) break;
    events += 1;
    const object = event.data.object as {
      id?: unknown;
      metadata?: Record<string, string> | null;
      amount?: unknown;
    };
    const id = typeof object.id === 'string' ? object.id : null;
    const projectId = Number(object.metadata?.['project_id'] ?? Number.NaN);
    // Only our charges' money (the metadata every request of ours carries): a booking's charge, or
    // a voice actor's membership charge (its plan-change process).
    const membership = object.metadata?.['subscription_process_id'] !== undefined;
    if (id === null || known.has(id)) continue;
    if (object.metadata?.['charge_id'] === undefined && !membership) continue;
    known.add(id);
    const amount = typeof object.amount === 'number' ? object.amount : null;
    drifts.push({
      kind: 'missing_in_ledger',
      processor_ref: id,
      project_id: Number.isSafeInteger(projectId) && projectId > 0 ? projectId : null,
      ledger_amount: null,
      processor_amount: amount,
      message: `The processor's ${event.type} for ${id}${membership ? ' (a membership charge)' : ''} has no ledger entry.`,
    });
  }
  for (const entryId of await unbalancedEntries(db)) {
    drifts.push({
      kind: 'unbalanced_entry',
      processor_ref: null,
      project_id: null,
      ledger_amount: null,
      processor_amount: null,
      message: `Journal entry ${entryId} does not balance.`,
    });
  }
  return { checked: movements.length + events, drifts };
}

/** The job: one report per slot (a retried run finds it and stops), then the next daily run. */
export async function runReconciliation(services: Services, payload: ReconciliationPayload): Promise<void> {
  const [done] = await services.db
    .select({ id: reconciliationReports.id })
    .from(reconciliationReports)
    .where(sql`${reconciliationReports.report} ->> 'slot' = ${payload.slot}`)
    .limit(1);
  if (!done) {
    // First the payouts a crash or a lost webhook left owed to an active account (keyed: once).
    await transferAllOwed(services);
    const { checked, drifts } = await reconcile(services);
    const now = services.now();
    await services.db.transaction(async (tx) => {
      await tx.insert(reconciliationReports).values({
        ranAt: now,
        driftCount: drifts.length,
        report: { slot: payload.slot, checked, drifts: drifts.slice(0, 100) },
      });
      if (drifts.length > 0) {
        await logFinanceAction(tx, {
          action: 'reconciliation.drift',
          projectId: null,
          userId: null,
          details: { drift_count: drifts.length, slot: payload.slot },
          now,
        });
      }
    });
  }
  await scheduleDaily(services);
}

/** The last report, as finance reads it (ran_at null when none ran yet). */
export async function lastReport(services: Services): Promise<ReconciliationReport> {
  const [row] = await services.db
    .select()
    .from(reconciliationReports)
    .orderBy(desc(reconciliationReports.ranAt), desc(reconciliationReports.id))
    .limit(1);
  if (!row) return { ran_at: null, checked: 0, drift_count: 0, drifts: [] };
  const report = row.report as { checked?: number; drifts?: ReconciliationDrift[] };
  return {
    ran_at: row.ranAt.toISOString(),
    checked: report.checked ?? 0,
    drift_count: row.driftCount,
    drifts: report.drifts ?? [],
  };
}
