// Whether a user may send a feedback request now (spec section 5: "Feedback requests are allowed
// only if the server says so"). One rule, asked by getFeedbackRequestsAllowed before the form opens
// and by createFeedbackRequest before anything is mailed, so the two never disagree.
//
// These mails go to any address the asker types, so they are the closest thing here to sending
// spam. Two limits hold them:
// - the per-account write quota every mailing operation has (http/userLimits.ts, counted in the
//   write_quotas table): createFeedbackRequest at most 30 calls an hour. It is read here from the
//   same row, so the form says so before a send would meet the 429;
// - a cap on the addresses one user asks in 24 hours: the quota counts calls, and one call may carry
//   20 addresses. Counted from the requests stored (feedback_requests is the record of what was
//   mailed; its index on user and date serves the sum).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { feedbackRequests, writeQuotas } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { userWriteLimits, windowStartOf } from '../../http/userLimits';

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

/** Why the write quota of createFeedbackRequest is used up now, or null while it has room. */
async function quotaUsedUp(
  db: Database,
  senderId: number,
  now: Date,
  thisCall: number,
): Promise<string | null> {
  for (const limit of userWriteLimits.createFeedbackRequest ?? []) {
    const windowStart = windowStartOf(now, limit.windowSeconds);
    const [row] = await db
      .select({ count: writeQuotas.count })
      .from(writeQuotas)
      .where(
        and(
          eq(writeQuotas.userId, senderId),
          eq(writeQuotas.bucket, `createFeedbackRequest:${String(limit.windowSeconds)}`),
          eq(writeQuotas.windowStart, windowStart),
        ),
      );
    if ((row?.count ?? 0) - thisCall < limit.max) continue;
    const span = limit.windowSeconds >= DAY_MS / 1000 ? ['today', 'a day'] : ['this hour', 'an hour'];
    const opens = new Date(windowStart.getTime() + limit.windowSeconds * 1000);
    return `You have sent ${String(limit.max)} feedback requests ${span[0] ?? ''}, the most ${span[1] ?? ''} allows. You can ask again ${waitUntil(now, opens)}.`;
  }
  return null;
}

/**
 * Whether `viewer` may send a feedback request now, and to how many more addresses. `counted`: the
 * server already counted this very call in its write quota (createFeedbackRequest with the quotas
 * on), which the quota's row then holds.
 */
export async function feedbackAllowance(
  db: Database,
  viewer: Viewer,
  now: Date,
  { counted = false }: { counted?: boolean } = {},
): Promise<FeedbackAllowance> {
  // The quota is the sender's (the admin's own while acting as someone, as userLimits counts it).
  const quota = await quotaUsedUp(db, viewer.admin?.id ?? viewer.user.id, now, counted ? 1 : 0);
  if (quota !== null) return { allowed: false, message: quota, remaining: 0 };
  const rows = await db
    .select({
      createdAt: feedbackRequests.createdAt,
      addresses: sql<number>`cardinality(${feedbackRequests.emails})`.mapWith(Number),
    })
    .from(feedbackRequests)
    .where(
      and(
        eq(feedbackRequests.userId, viewer.user.id),
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

/** 422 with the allowance's message unless `viewer` may ask `addresses` more addresses now. */
export async function requireFeedbackAllowance(
  db: Database,
  viewer: Viewer,
  now: Date,
  addresses: number,
  options: { counted?: boolean } = {},
): Promise<void> {
  const allowance = await feedbackAllowance(db, viewer, now, options);
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
