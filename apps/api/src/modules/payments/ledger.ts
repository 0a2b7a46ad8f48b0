// The double-entry ledger: every movement of money is one journal entry whose lines (integer minor
// units with their currency, debits positive, credits negative) sum to zero per currency. Entries
// are never edited: a wrong one is reversed by another. Balances are derived from the lines, never
// stored. Posting is idempotent by the entry's key, so a movement retried after a crash is one entry.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerLines } from '../../db/schema';

/**
 * The accounts (docs/payments.md):
 * - processor_clearing: money the processor holds for the platform (asset, debit-normal);
 * - client_funds_held: clients' payments held in escrow until release or refund (liability);
 * - voice_actor_payable: what the platform owes voice actors once released (liability);
 * - platform_fees: the platform's fee on released bookings (revenue);
 * - voice_actor_payouts: money sent out to voice actors (a transfer or a recorded payout);
 * - membership_revenue: voice actors' membership charges (revenue; modules/subscriptions).
 */
export const LEDGER_ACCOUNTS = [
  'processor_clearing',
  'client_funds_held',
  'voice_actor_payable',
  'platform_fees',
  'voice_actor_payouts',
  'membership_revenue',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export type EntryKind = 'payment' | 'release' | 'transfer' | 'payout' | 'refund' | 'reversal' | 'membership';

export interface LedgerLine {
  account: LedgerAccount;
  /** Integer minor units; debits positive, credits negative; never zero. */
  amountMinor: number;
  currency: string;
}

export interface NewEntry {
  kind: EntryKind;
  /** Unique per movement: the same key posts once. */
  key: string;
  projectId: number | null;
  processorRef?: string | null;
  description: string;
  createdBy?: number | null;
  lines: readonly LedgerLine[];
  now: Date;
}

/** Throws unless the lines are integers, non-zero, and sum to zero per currency. */
export function assertBalanced(lines: readonly LedgerLine[]): void {
  if (lines.length < 2) throw new Error('A journal entry needs at least two lines.');
  const sums = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) {
      throw new Error(`A ledger line is a non-zero integer of minor units, not ${line.amountMinor}.`);
    }
    sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amountMinor);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`The entry is not balanced in ${currency}: its lines sum to ${sum}.`);
  }
}

/** A database or a transaction on it (both run the same queries). */
export type Db = Pick<Database, 'select' | 'insert' | 'execute'>;

/**
 * Posts an entry once: answers its id, and whether this call stored it (false: the key was posted
 * before, and nothing changed).
 */
export async function postEntry(db: Db, entry: NewEntry): Promise<{ id: number; created: boolean }> {
  assertBalanced(entry.lines);
  const [stored] = await db
    .insert(ledgerEntries)
    .values({
      kind: entry.kind,
      key: entry.key,
      projectId: entry.projectId,
      processorRef: entry.processorRef ?? null,
      description: entry.description,
      createdBy: entry.createdBy ?? null,
      createdAt: entry.now,
    })
    .onConflictDoNothing({ target: ledgerEntries.key })
    .returning({ id: ledgerEntries.id });
  if (!stored) {
    const [existing] = await db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.key, entry.key))
      .limit(1);
    if (!existing) throw new Error(`Ledger entry ${entry.key} vanished.`);
    return { id: existing.id, created: false };
  }
  await db.insert(ledgerLines).values(entry.lines.map((line) => ({ entryId: stored.id, ...line })));
  return { id: stored.id, created: true };
}

/** Reverses an entry with one whose lines are its lines negated (once: the reversal's key is fixed). */
export async function reverseEntry(
  db: Db,
  entryId: number,
  options: { description: string; createdBy?: number | null; now: Date },
): Promise<{ id: number; created: boolean }> {
  const [original] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId)).limit(1);
  if (!original) throw new Error(`No ledger entry ${entryId}.`);
  const lines = await db.select().from(ledgerLines).where(eq(ledgerLines.entryId, entryId));
  const posted = await postEntry(db, {
    kind: 'reversal',
    key: `reversal:${original.key}`,
    projectId: original.projectId,
    processorRef: original.processorRef,
    description: options.description,
    createdBy: options.createdBy ?? null,
    now: options.now,
    lines: lines.map((line) => ({
      account: line.account as LedgerAccount,
      amountMinor: -line.amountMinor,
      currency: line.currency,
    })),
  });
  if (posted.created) {
    await db.execute(
      sql`UPDATE ledger_entries SET reverses_entry_id = ${entryId} WHERE id = ${posted.id} AND reverses_entry_id IS NULL`,
    );
  }
  return posted;
}

/** Balances per account and currency (debit-positive sums of the lines), optionally for some projects. */
export async function balances(
  db: Db,
  filter: { projectIds?: readonly number[] } = {},
): Promise<Map<LedgerAccount, Map<string, number>>> {
  const rows = await db
    .select({
      account: ledgerLines.account,
      currency: ledgerLines.currency,
      total: sql<string>`sum(${ledgerLines.amountMinor})`,
    })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      filter.projectIds === undefined ? undefined : inArray(ledgerEntries.projectId, [...filter.projectIds]),
    )
    .groupBy(ledgerLines.account, ledgerLines.currency);
  const out = new Map<LedgerAccount, Map<string, number>>();
  for (const row of rows) {
    const account = row.account as LedgerAccount;
    const byCurrency = out.get(account) ?? new Map<string, number>();
    byCurrency.set(row.currency, Number(row.total));
    out.set(account, byCurrency);
  }
  return out;
}

/** One account's balance in a currency (0 when it has no lines). */
export const balanceOf = (
  all: Map<LedgerAccount, Map<string, number>>,
  account: LedgerAccount,
  currency: string,
): number => all.get(account)?.get(currency) ?? 0;

/** The ids of entries whose lines do not sum to zero per currency (none, unless something is wrong). */
export async function unbalancedEntries(db: Db): Promise<number[]> {
  const rows = await db
    .select({ entryId: ledgerLines.entryId })
    .from(ledgerLines)
    .groupBy(ledgerLines.entryId, ledgerLines.currency)
    .having(sql`sum(${ledgerLines.amountMinor}) <> 0`);
  return [...new Set(rows.map((row) => row.entryId))];
}

/** Sum of a kind of entry's lines on one account (e.g. everything the payments put in escrow). */
export async function kindTotal(
  db: Db,
  kind: EntryKind,
  account: LedgerAccount,
  currency: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${ledgerLines.amountMinor})` })
    .from(ledgerLines)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerLines.entryId))
    .where(
      and(eq(ledgerEntries.kind, kind), eq(ledgerLines.account, account), eq(ledgerLines.currency, currency)),
    );
  return Number(row?.total ?? 0);
}

/** What the platform owed a voice actor leaving its funds (a transfer, or a payout finance recorded). */
const paidToVoiceActor = (amountMinor: number, currency: string): LedgerLine[] => [
  { account: 'voice_actor_payable', amountMinor, currency },
  { account: 'processor_clearing', amountMinor: -amountMinor, currency },
];

/** The lines of each movement Secure Payment makes (the one place they are written). */
export const journal = {
  /** A client's payment received by the processor and held in escrow. */
  payment: (amountMinor: number, currency: string): LedgerLine[] => [
    { account: 'processor_clearing', amountMinor, currency },
    { account: 'client_funds_held', amountMinor: -amountMinor, currency },
  ],
  /** Held funds released: the platform fee kept, the rest owed to the voice actor. */
  release: (amountMinor: number, platformFee: number, currency: string): LedgerLine[] => [
    { account: 'client_funds_held', amountMinor, currency },
    ...(platformFee > 0 ? [{ account: 'platform_fees' as const, amountMinor: -platformFee, currency }] : []),
    ...(amountMinor - platformFee > 0
      ? [{ account: 'voice_actor_payable' as const, amountMinor: -(amountMinor - platformFee), currency }]
      : []),
  ],
  /** The voice actor's share sent out of the platform's processor balance to their account. */
  transfer: (amountMinor: number, currency: string): LedgerLine[] => paidToVoiceActor(amountMinor, currency),
  /**
   * The voice actor's share paid by finance outside the product (PayPal, Payoneer, Wise, a bank), out
   * of the platform's funds: the same lines as a transfer, no processor object behind it.
   */
  payout: (amountMinor: number, currency: string): LedgerLine[] => paidToVoiceActor(amountMinor, currency),
  /** A voice actor's membership charge received by the processor: the platform's revenue. */
  membership: (amountMinor: number, currency: string): LedgerLine[] => [
    { account: 'processor_clearing', amountMinor, currency },
    { account: 'membership_revenue', amountMinor: -amountMinor, currency },
  ],
  /** Held funds returned to the client's card through the processor. */
  refund: (amountMinor: number, currency: string): LedgerLine[] => [
    { account: 'client_funds_held', amountMinor, currency },
    { account: 'processor_clearing', amountMinor: -amountMinor, currency },
  ],
};
