// The finance actions log: every money action with who did it (null: the processor's webhook or a
// job): funds released, transferred, refunded, an additional payment added, a payout account
// opened, a drift the reconciliation found. Appended only; finance reads it newest first.
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { financeActions } from '../../db/schema';
import type { Db } from './ledger';

export interface FinanceAction {
  action: string;
  projectId: number | null;
  userId: number | null;
  details: Record<string, unknown>;
  now: Date;
}

/** Appends one action to the log (inside the caller's transaction when given one). */
export async function logFinanceAction(db: Db, entry: FinanceAction): Promise<void> {
  await db.insert(financeActions).values({
    action: entry.action,
    projectId: entry.projectId,
    userId: entry.userId,
    details: entry.details,
    createdAt: entry.now,
  });
}

/** One page of the log, newest first, with its total. */
export async function financeActionsPage(db: Database, page: { page: number; size: number }) {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(financeActions);
  const rows = await db
    .select()
    .from(financeActions)
    .orderBy(desc(financeActions.createdAt), desc(financeActions.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return { rows, total: count?.n ?? 0 };
}
