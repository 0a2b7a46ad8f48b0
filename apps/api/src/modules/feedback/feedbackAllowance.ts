// Whether a user may send a feedback request now (spec section 5: "Feedback requests are allowed
// only if the server says so"). One rule, asked by getFeedbackRequestsAllowed before the form opens
// and by createFeedbackRequest before anything is mailed, so the two never disagree.
//
// The rule is a cap on the addresses one user mails in 24 hours: these mails go to any address the
// asker types, so they are the closest thing here to sending spam. The per-account write quotas
// (http/userLimits.ts, the write_quotas table) already hold createFeedbackRequest to 30 calls an
// hour; they count calls, and one call may carry 20 addresses, so the daily cap counts the
// addresses themselves, from the requests stored (the feedback_requests table is the record of
// what was mailed; its index on user and date serves this sum).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedbackRequests } from '../../db/schema';
import { unprocessable } from '../../http/errors';

/** The addresses one user may ask for feedback in any 24 hours. */
export const FEEDBACK_ADDRESSES_PER_DAY = 40;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FeedbackAllowance {
  allowed: boolean;
  /** Why not, to show as is; null when allowed. */
  message: string | null;
  /** How many more addresses may be asked now. */
  remaining: number;
}

/** "in 5 hours", "in 12 minutes": how long until `at`. */
function waitUntil(now: Date, at: Date): string {
  const minutes = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
  if (minutes >= 120) return `in ${String(Math.ceil(minutes / 60))} hours`;
  return minutes === 1 ? 'in a minute' : `in ${String(minutes)} minutes`;
}

/** Whether `userId` may send a feedback request now, and to how many more addresses. */
export async function feedbackAllowance(db: Database, userId: number, now: Date): Promise<FeedbackAllowance> {
  const rows = await db
    .select({
      createdAt: feedbackRequests.createdAt,
      addresses: sql<number>`cardinality(${feedbackRequests.emails})`.mapWith(Number),
    })
    .from(feedbackRequests)
    .where(
      and(
        eq(feedbackRequests.userId, userId),
        gt(feedbackRequests.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .orderBy(asc(feedbackRequests.createdAt));
  const used = rows.reduce((sum, row) => sum + row.addresses, 0);
  const remaining = Math.max(0, FEEDBACK_ADDRESSES_PER_DAY - used);
  if (remaining > 0) return { allowed: true, message: null, remaining };
  // Room opens when the oldest request of the 24 hours leaves them.
  const oldest = rows[0]?.createdAt ?? now;
  return {
    allowed: false,
    message: `You have asked ${String(FEEDBACK_ADDRESSES_PER_DAY)} addresses for feedback in the last 24 hours, the most a day allows. You can ask again ${waitUntil(now, new Date(oldest.getTime() + DAY_MS))}.`,
    remaining: 0,
  };
}

/** 422 with the allowance's message unless `userId` may ask `count` more addresses now. */
export async function requireFeedbackAllowance(
  db: Database,
  userId: number,
  now: Date,
  addresses: number,
): Promise<void> {
  const allowance = await feedbackAllowance(db, userId, now);
  if (!allowance.allowed)
    throw unprocessable(
      'feedback_requests_not_allowed',
      allowance.message ?? 'Feedback requests are not allowed now.',
    );
  if (addresses > allowance.remaining)
    throw unprocessable(
      'feedback_addresses_over_cap',
      `You can ask ${String(allowance.remaining)} more ${allowance.remaining === 1 ? 'address' : 'addresses'} for feedback today (at most ${String(FEEDBACK_ADDRESSES_PER_DAY)} a day): remove ${String(addresses - allowance.remaining)}.`,
    );
}
