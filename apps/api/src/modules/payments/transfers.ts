// Payouts to a voice actor's connected account at the processor: the share of each released charge
// transferred once (keyed by the charge), recorded by the ledger's transfer entry; and what was
// released before their account could receive transfers, sent when it becomes active.
import { and, eq, sql } from 'drizzle-orm';
import type { Services } from '../../services';
import { paymentSettings, projectCharges, projects } from '../../db/schema';
import { splitFee } from '../bookings/pricing';
import { crashPoint } from './crashPoints';
import { logFinanceAction } from './financeActions';
import { journal, postEntry } from './ledger';
import { payoutAccountOf } from './paymentSettings';
import { owedOn } from './payoutRecords';

/**
 * The voice actor's share of a released charge sent to their connected account (a transfer at the
 * processor, keyed by the charge: one transfer however often it is retried; the ledger's transfer
 * entry moves it out of voice_actor_payable). Without an active connected account (no Stripe payout
 * method, or onboarding unfinished) nothing is sent: the share stays owed in voice_actor_payable, and
 * goes out when their account becomes active (the account.updated webhook calls transferOwed) or is
 * paid by finance to their chosen method (manualPayouts.ts; then nothing is owed and nothing is sent). Answers whether a transfer was recorded now.
 */
export async function transferReleased(services: Services, chargeId: number): Promise<boolean> {
  const [row] = await services.db
    .select({ charge: projectCharges, providerId: projects.providerId })
    .from(projectCharges)
    .innerJoin(projects, eq(projects.id, projectCharges.projectId))
    .where(eq(projectCharges.id, chargeId));
  if (!row || row.charge.status !== 'released' || row.providerId === null) return false;
  const destination = await payoutAccountOf(services, row.providerId);
  if (destination === null) return false;
  const { charge } = row;
  const share = charge.amountMinor - splitFee(charge.amountMinor).platformFee;
  if (share <= 0) return false;
  // Never more than the booking still owes: a share finance paid out by the voice actor's earlier
  // method (a recorded payout) is not sent again when they switch to Stripe.
  if ((await owedOn(services.db, charge.projectId, charge.currency)) < share) return false;
  const transfer = await services.payments.stripe.transfers.create(
    {
      amount: share,
      currency: charge.currency,
      destination,
      transfer_group: `project_${charge.projectId}`,
      description: `Voice actor's share of booking ${charge.projectId}`,
      metadata: { project_id: String(charge.projectId), charge_id: String(charge.id) },
    },
    { idempotencyKey: `transfer-charge-${charge.id}` },
  );
  crashPoint('release.afterProcessorTransfer');
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const posted = await postEntry(tx, {
      kind: 'transfer',
      key: `transfer:${charge.id}`,
      projectId: charge.projectId,
      processorRef: transfer.id,
      description: `Voice actor's share of project ${charge.projectId} transferred to ${destination}`,
      createdBy: null,
      now,
      lines: journal.transfer(transfer.amount, transfer.currency),
    });
    if (posted.created) {
      await logFinanceAction(tx, {
        action: 'funds.transferred',
        projectId: charge.projectId,
        userId: null,
        details: { amount: transfer.amount, currency: transfer.currency, transfer: transfer.id, destination },
        now,
      });
    }
    return posted.created;
  });
}

/** Every released charge of a voice actor not transferred yet, sent now (their account became active). */
export async function transferOwed(services: Services, providerId: number): Promise<number> {
  const owed = await services.db
    .select({ id: projectCharges.id })
    .from(projectCharges)
    .innerJoin(projects, eq(projects.id, projectCharges.projectId))
    .where(
      and(
        eq(projects.providerId, providerId),
        eq(projectCharges.status, 'released'),
        sql`not exists (select 1 from ledger_entries e where e.key = 'transfer:' || ${projectCharges.id})`,
      ),
    );
  let sent = 0;
  for (const { id } of owed) if (await transferReleased(services, id)) sent += 1;
  return sent;
}

/**
 * Every owed share whose voice actor's account is active now, sent (a release whose transfer was cut
 * short by a crash, or whose account.updated webhook was lost). Keyed as ever: nothing goes twice.
 */
export async function transferAllOwed(services: Services): Promise<number> {
  const providers = await services.db
    .selectDistinct({ providerId: projects.providerId })
    .from(projectCharges)
    .innerJoin(projects, eq(projects.id, projectCharges.projectId))
    .innerJoin(paymentSettings, eq(paymentSettings.providerId, projects.providerId))
    .where(
      and(
        eq(projectCharges.status, 'released'),
        eq(paymentSettings.method, 'stripe'),
        eq(paymentSettings.stripeAccountStatus, 'active'),
        sql`not exists (select 1 from ledger_entries e where e.key = 'transfer:' || ${projectCharges.id})`,
      ),
    );
  let sent = 0;
  for (const { providerId } of providers)
    if (providerId !== null) sent += await transferOwed(services, providerId);
  return sent;
}
