// What finance reads of Secure Payment: the bookings by where their money is (the finance page's
// list, with what each still owes its voice actor and their payout method) and the ledger's sums,
// which reconcile when every entry balances, held equals paid minus released minus refunded, and
// owed equals the voice actors' share minus what was paid out. Reads only; money moves in escrow.ts and payouts.ts.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '@vo/sdk';
import type { Database } from '../../db/client';
import { paymentSettings, projectCharges, projectOwners, projects, providers, users } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { balanceOf, balances, kindTotal, unbalancedEntries } from './ledger';
import { BOOKING_CHARGE } from './escrow';
import { toMinor } from '../bookings/pricing';
import { owedSql, type PayoutMethod } from './payoutRecords';

export type SecurePaymentStage = components['schemas']['SecurePaymentStage'];
export type SecurePaymentItem = components['schemas']['SecurePaymentItem'];
export type LedgerTotals = components['schemas']['LedgerTotals'];

/** A booking's stage from its charge status and the client's go-ahead; null when it has none (cancelled). */
const stageSql: SQL<SecurePaymentStage | null> = sql`case
  when ${projects.chargeStatus} = 'funds_released' then 'released'
  when ${projects.chargeStatus} = 'refunded' then 'refunded'
  when ${projects.chargeStatus} = 'paid' and ${projects.readyToReleaseFundsAt} is not null then 'ready_to_release'
  when ${projects.chargeStatus} = 'paid' then 'held'
  when coalesce(${projects.chargeStatus}, 'pending') = 'pending'
    and ${projects.status} <> 'canceled'
    and (${projects.status} <> 'completed' or ${projects.completionReason} = 'deliverable-accepted')
    then 'awaiting_payment'
  else null end`;

/** One page of the Secure Payment bookings at a stage (or at any), most recently changed first. */
export async function securePaymentsPage(
  db: Database,
  stage: SecurePaymentStage | undefined,
  page: PageRequest,
  currency: string,
): Promise<{ rows: SecurePaymentItem[]; total: number }> {
  const clientUser = alias(users, 'client_user');
  const actorUser = alias(users, 'actor_user');
  const where = and(
    eq(projects.type, 'booking'),
    eq(projects.securePaymentEnabled, true),
    stage === undefined ? sql`${stageSql} is not null` : sql`${stageSql} = ${stage}`,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(where);
  const rows = await db
    .select({
      id: projects.id,
      publicHash: projects.publicHash,
      name: projects.name,
      stage: stageSql,
      chargeMinor: projectCharges.amountMinor,
      chargeCurrency: projectCharges.currency,
      budget: projects.budget,
      clientName: clientUser.name,
      actorName: actorUser.name,
      owed: owedSql(currency),
      payoutMethod: paymentSettings.method,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .leftJoin(
      projectCharges,
      and(eq(projectCharges.projectId, projects.id), eq(projectCharges.purpose, BOOKING_CHARGE)),
    )
    .leftJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
    .leftJoin(clientUser, eq(clientUser.id, projectOwners.userId))
    .leftJoin(providers, eq(providers.id, projects.providerId))
    .leftJoin(actorUser, eq(actorUser.id, providers.userId))
    .leftJoin(paymentSettings, eq(paymentSettings.providerId, projects.providerId))
    .where(where)
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return {
    total: count?.n ?? 0,
    rows: rows.map((row) => ({
      project_id: row.id,
      public_hash: row.publicHash,
      name: row.name,
      stage: row.stage ?? 'awaiting_payment',
      // Not charged yet: the agreed budget, converted where every amount is (toMinor).
      amount: row.chargeMinor ?? toMinor(row.budget ?? 0),
      currency: row.chargeCurrency ?? currency,
      client_name: row.clientName ?? null,
      voice_actor_name: row.actorName ?? null,
      owed: Number(row.owed),
      payout_method: (row.payoutMethod ?? null) as PayoutMethod | null,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}

/** The ledger's Secure Payment sums in a currency, and whether they reconcile. */
export async function ledgerTotals(db: Database, currency: string): Promise<LedgerTotals> {
  const all = await balances(db);
  const paid = -(await kindTotal(db, 'payment', 'client_funds_held', currency));
  const released = await kindTotal(db, 'release', 'client_funds_held', currency);
  const refunded = await kindTotal(db, 'refund', 'client_funds_held', currency);
  const held = -balanceOf(all, 'client_funds_held', currency);
  const platformFees = -balanceOf(all, 'platform_fees', currency);
  // What the releases credited the voice actors, whether still owed or already transferred.
  const voiceActorShare = -(await kindTotal(db, 'release', 'voice_actor_payable', currency));
  // What went out to them: transfers to their Stripe accounts and the payouts finance recorded.
  const paidOut =
    (await kindTotal(db, 'transfer', 'voice_actor_payable', currency)) +
    (await kindTotal(db, 'payout', 'voice_actor_payable', currency));
  const reversed = await kindTotal(db, 'reversal', 'voice_actor_payable', currency);
  const owed = -balanceOf(all, 'voice_actor_payable', currency);
  const unbalanced = await unbalancedEntries(db);
  return {
    currency,
    paid,
    held,
    released,
    platform_fees: platformFees,
    voice_actor_share: voiceActorShare,
    paid_out: paidOut,
    owed,
    refunded,
    reconciles:
      unbalanced.length === 0 &&
      held === paid - released - refunded &&
      owed === voiceActorShare - paidOut - reversed,
  };
}
