// What the ledger says a voice actor's released funds became: still owed (voice_actor_payable's credit
// on the booking), transferred to their Stripe account (a transfer entry) or paid out by finance by
// their chosen method (a payout entry, its method and reference in the finance actions log). Reads
// only; the payout itself is recorded in manualPayouts.ts, the transfer in transfers.ts.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { isManualPayoutMethod } from '@vo/machines';
import type { components } from '@vo/sdk';
import { financeActions, ledgerEntries, ledgerLines, projects } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { balanceOf, balances, type Db } from './ledger';

export type ProviderPayout = components['schemas']['ProviderPayout'];
export type PayoutMethod = components['schemas']['PayoutMethod'];
export type ManualPayoutMethod = components['schemas']['ManualPayoutMethod'];

/** Spec section 8's payout method labels. */
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  payoneer: 'Payoneer',
  wise: 'Wise',
  us_banking: 'US banking details (non-US resident)',
  ach: 'ACH and Wire (not supported)',
  wire: 'ACH and Wire (not supported)',
  stripe: 'ACH/Wire (Stripe)',
};

/** What a booking's released funds still owe its voice actor (minor units; 0 when nothing is). */
export async function owedOn(db: Db, projectId: number, currency: string): Promise<number> {
  return -balanceOf(await balances(db, { projectIds: [projectId] }), 'voice_actor_payable', currency);
}

/** The SQL of what a project's released funds still owe its voice actor (a column of a project query). */
export const owedSql = (currency: string) =>
  sql<string>`coalesce((select -sum(l.amount_minor) from ledger_lines l
    join ledger_entries e on e.id = l.entry_id
    where e.project_id = ${projects.id} and l.account = 'voice_actor_payable' and l.currency = ${currency}), 0)`;

/** The payout entries' methods, as finance recorded them (the actions log keeps them with the entry). */
async function payoutMethods(db: Db, projectIds: readonly number[]): Promise<Map<number, PayoutMethod>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({ details: financeActions.details })
    .from(financeActions)
    .where(
      and(eq(financeActions.action, 'payout.recorded'), inArray(financeActions.projectId, [...projectIds])),
    );
  const out = new Map<number, PayoutMethod>();
  for (const { details } of rows) {
    const entryId = details['entry_id'];
    const method = details['method'];
    if (typeof entryId === 'number' && typeof method === 'string' && isManualPayoutMethod(method))
      out.set(entryId, method);
  }
  return out;
}

interface ReleasedRow {
  id: number;
  publicHash: string;
  name: string;
  fundsReleasedAt: Date | null;
}

/** Each released booking's share and how it went out (the latest transfer or payout once nothing is owed). */
async function payoutsOf(db: Db, rows: readonly ReleasedRow[], currency: string): Promise<ProviderPayout[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const byKind = await db
    .select({
      projectId: ledgerEntries.projectId,
      kind: ledgerEntries.kind,
      total: sql<string>`sum(${ledgerLines.amountMinor})`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(
        inArray(ledgerEntries.projectId, ids),
        eq(ledgerLines.account, 'voice_actor_payable'),
        eq(ledgerLines.currency, currency),
      ),
    )
    .groupBy(ledgerEntries.projectId, ledgerEntries.kind);
  const outgoing = await db
    .select()
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.projectId, ids), inArray(ledgerEntries.kind, ['payout', 'transfer'])))
    .orderBy(desc(ledgerEntries.id));
  const methods = await payoutMethods(db, ids);
  return rows.map((row) => {
    const sums = byKind.filter((sum) => sum.projectId === row.id);
    const share = -sums
      .filter((sum) => sum.kind === 'release')
      .reduce((total, sum) => total + Number(sum.total), 0);
    const owed = -sums.reduce((total, sum) => total + Number(sum.total), 0);
    const last = outgoing.find((entry) => entry.projectId === row.id);
    const paid = owed <= 0 && last !== undefined;
    return {
      project_id: row.id,
      public_hash: row.publicHash,
      name: row.name,
      amount: share,
      currency,
      status: !paid ? 'owed' : last.kind === 'payout' ? 'paid_out' : 'transferred',
      method: !paid ? null : last.kind === 'payout' ? (methods.get(last.id) ?? null) : 'stripe',
      reference: paid ? last.processorRef : null,
      released_at: row.fundsReleasedAt ? row.fundsReleasedAt.toISOString() : null,
      paid_at: paid ? last.createdAt.toISOString() : null,
    };
  });
}

const releasedProject = {
  id: projects.id,
  publicHash: projects.publicHash,
  name: projects.name,
  fundsReleasedAt: projects.fundsReleasedAt,
};

/**
 * One page of a voice actor's released bookings, most recently released first, with their payouts;
 * only one booking's when `projectId` is given.
 */
export async function providerPayoutsPage(
  db: Db,
  providerId: number,
  currency: string,
  page: PageRequest,
  projectId?: number,
): Promise<{ rows: ProviderPayout[]; total: number }> {
  const where = and(
    eq(projects.providerId, providerId),
    isNotNull(projects.fundsReleasedAt),
    projectId === undefined ? undefined : eq(projects.id, projectId),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(where);
  const rows = await db
    .select(releasedProject)
    .from(projects)
    .where(where)
    .orderBy(desc(projects.fundsReleasedAt), desc(projects.id))
    .limit(page.size)
    .offset(page.offset);
  return { rows: await payoutsOf(db, rows, currency), total: count?.n ?? 0 };
}

/** One booking's payout as the voice actor sees it (null when the project is gone). */
export async function projectPayout(
  db: Db,
  projectId: number,
  currency: string,
): Promise<ProviderPayout | null> {
  const rows = await db.select(releasedProject).from(projects).where(eq(projects.id, projectId));
  const [payout] = await payoutsOf(db, rows, currency);
  return payout ?? null;
}

/** A payout entry as its mail tells it: what went out, by which method, with which reference. */
export async function payoutEntry(
  db: Db,
  entryId: number,
): Promise<{
  projectId: number | null;
  amount: number;
  method: PayoutMethod | null;
  reference: string | null;
} | null> {
  const [entry] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (!entry || entry.kind !== 'payout') return null;
  const [line] = await db
    .select({ amount: ledgerLines.amountMinor })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.entryId, entryId), eq(ledgerLines.account, 'voice_actor_payable')));
  const methods = await payoutMethods(db, entry.projectId === null ? [] : [entry.projectId]);
  return {
    projectId: entry.projectId,
    amount: line?.amount ?? 0,
    method: methods.get(entryId) ?? null,
    reference: entry.processorRef,
  };
}
