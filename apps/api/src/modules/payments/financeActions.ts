// The finance actions log: every money action with who did it (null: the processor's webhook or a
// job): funds released, transferred, paid out by finance (a recorded payout), refunded, an additional payment added, a payout account
// opened, a drift the reconciliation found. Appended only; finance reads it newest first.
import { desc, eq, sql } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Database } from '../../db/client';
import { financeActions, users } from '../../db/schema';
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

export type FinanceActionItem = components['schemas']['FinanceAction'];
type ActionName = FinanceActionItem['action'];
const ACTIONS: readonly string[] = [
  'funds.released',
  'funds.transferred',
  'payout.recorded',
  'funds.refunded',
  'payout_account.created',
  'additional_payment.created',
  'reconciliation.drift',
] satisfies readonly ActionName[];

/** One page of the log, newest first, with its total and who did each action. */
export async function financeActionsPage(
  db: Database,
  page: { page: number; size: number },
): Promise<{ rows: FinanceActionItem[]; total: number }> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(financeActions);
  const rows = await db
    .select({ action: financeActions, userName: users.name })
    .from(financeActions)
    .leftJoin(users, eq(users.id, financeActions.userId))
    .orderBy(desc(financeActions.createdAt), desc(financeActions.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  return {
    total: count?.n ?? 0,
    rows: rows
      .filter((row) => ACTIONS.includes(row.action.action))
      .map(({ action, userName }) => {
        const amount = action.details['amount'];
        const currency = action.details['currency'];
        return {
          id: action.id,
          action: action.action as ActionName,
          project_id: action.projectId,
          user_id: action.userId,
          user_name: userName ?? null,
          amount: typeof amount === 'number' ? amount : null,
          currency: typeof currency === 'string' ? currency : null,
          created_at: action.createdAt.toISOString(),
        };
      }),
  };
}
