// Per-user limits on writes that reach other people: a project joins the admins' approval queue, a
// question or an answer mails the other side, an endorsement mails a stranger, an invitation, an
// offer, a comment, a message or a review notifies someone. One account must not be able to flood
// a queue or an inbox, however many addresses it calls from (the address limits of rateLimit.ts
// are per node and per address; these are per account and over every node, counted in the
// database). A refused write is a 429 with Retry-After and changes nothing.
//
// A write is counted before its handler runs (so a burst of parallel requests cannot all pass a
// check made before any of them counted) and given back when it does not succeed: a request the
// server refused (a 400, a 409) does not use up the user's quota.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import type { OperationId } from '../contract/types';
import { writeQuotas } from '../db/schema';
import type { Services } from '../services';
import { HttpError } from './errors';
import type { Limit } from './rateLimit';

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * The limits, each a list of windows that all apply (a burst within the hour, a day's total). Set
 * well above what a busy person does by hand: an agency posts a few projects a day, a client invites
 * a few dozen voice actors to a casting, a voice actor answers a handful of castings an hour.
 */
export const userWriteLimits: Partial<Record<OperationId, readonly Limit[]>> = {
  // Each new project joins the admins' approval queue.
  createProject: [
    { max: 10, windowSeconds: HOUR },
    { max: 30, windowSeconds: DAY },
  ],
  // Q&A: each question mails the project's owners; each answer mails the other side.
  createProjectQuestion: [
    { max: 20, windowSeconds: HOUR },
    { max: 60, windowSeconds: DAY },
  ],
  createProjectAnswer: [{ max: 60, windowSeconds: HOUR }],
  // Each mails an address the asker typed: the closest thing here to sending spam.
  createEndorsement: [
    { max: 10, windowSeconds: HOUR },
    { max: 30, windowSeconds: DAY },
  ],
  // Each mails a voice actor.
  createInvitation: [
    { max: 100, windowSeconds: HOUR },
    { max: 300, windowSeconds: DAY },
  ],
  setInvitation: [{ max: 60, windowSeconds: HOUR }],
  // Auditions, the casting's conversation and its feedback: each notifies the other side.
  createOffer: [{ max: 30, windowSeconds: HOUR }],
  createOfferComment: [{ max: 120, windowSeconds: HOUR }],
  createFeedbackRequest: [{ max: 30, windowSeconds: HOUR }],
  createFeedback: [{ max: 60, windowSeconds: HOUR }],
  replyToFeedback: [{ max: 60, windowSeconds: HOUR }],
  createFlag: [{ max: 20, windowSeconds: HOUR }],
  // Messages: a conversation is started by a client (one per voice actor), then written in.
  createChannel: [{ max: 60, windowSeconds: HOUR }],
  createChannelEvent: [{ max: 300, windowSeconds: HOUR }],
  // Bookings and reviews reach the other side and the public profile.
  bookProvider: [{ max: 20, windowSeconds: HOUR }],
  createReview: [{ max: 20, windowSeconds: HOUR }],
  createReviewResponse: [{ max: 20, windowSeconds: HOUR }],
  createFeatureRequest: [{ max: 10, windowSeconds: HOUR }],
};

/** A taken quota: give it back when the write did not happen. */
export interface TakenQuota {
  giveBack: () => Promise<void>;
}

/** The start of the window of `windowSeconds` holding `now` (a rule that reports a quota reads the same row). */
export const windowStartOf = (now: Date, windowSeconds: number) =>
  new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);

/** Retry-After in whole seconds: until the window that is full ends. */
const secondsLeft = (now: Date, start: Date, windowSeconds: number) =>
  Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));

function tooMany(retryAfter: number, limit: Limit): HttpError {
  const span = limit.windowSeconds >= DAY ? 'a day' : limit.windowSeconds >= HOUR ? 'an hour' : 'a minute';
  const wait =
    retryAfter >= 2 * HOUR
      ? `${Math.ceil(retryAfter / HOUR)} hours`
      : retryAfter >= 120
        ? `${Math.ceil(retryAfter / 60)} minutes`
        : `${retryAfter} seconds`;
  return new HttpError(
    429,
    'too_many_requests',
    `You can do this at most ${limit.max} times ${span}. Please try again in ${wait}.`,
    { headers: { 'retry-after': String(retryAfter) } },
  );
}

/**
 * Counts one write of `operationId` for the person behind the request (the admin themself when an
 * admin acts as someone: the limit is on who sends, and an admin's help must not use up the user's
 * quota). Throws the 429 when any of its windows is full, counting nothing then; null for an
 * operation without limits or an anonymous caller.
 */
export async function takeWriteQuota(
  services: Services,
  viewer: Viewer | null,
  operationId: OperationId,
): Promise<TakenQuota | null> {
  const limits = userWriteLimits[operationId];
  if (!limits || !viewer) return null;
  const userId = viewer.admin?.id ?? viewer.user.id;
  const now = services.now();
  const taken: { bucket: string; windowStart: Date }[] = [];
  const giveBack = async () => {
    for (const { bucket, windowStart } of taken) {
      await services.db
        .update(writeQuotas)
        .set({ count: sql`${writeQuotas.count} - 1` })
        .where(
          and(
            eq(writeQuotas.userId, userId),
            eq(writeQuotas.bucket, bucket),
            eq(writeQuotas.windowStart, windowStart),
            gte(writeQuotas.count, 1),
          ),
        );
    }
  };
  for (const limit of limits) {
    const bucket = `${operationId}:${limit.windowSeconds}`;
    const windowStart = windowStartOf(now, limit.windowSeconds);
    // One statement takes the count and answers it, so parallel requests cannot both see room.
    const [row] = await services.db
      .insert(writeQuotas)
      .values({ userId, bucket, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [writeQuotas.userId, writeQuotas.bucket, writeQuotas.windowStart],
        set: { count: sql`${writeQuotas.count} + 1` },
      })
      .returning({ count: writeQuotas.count });
    taken.push({ bucket, windowStart });
    // The first write of a window: the user's ended windows of this bucket count for nothing now,
    // so the table keeps one row per user and bucket.
    if (row?.count === 1)
      await services.db
        .delete(writeQuotas)
        .where(
          and(
            eq(writeQuotas.userId, userId),
            eq(writeQuotas.bucket, bucket),
            lt(writeQuotas.windowStart, windowStart),
          ),
        );
    if ((row?.count ?? 0) > limit.max) {
      await giveBack();
      throw tooMany(secondsLeft(now, windowStart, limit.windowSeconds), limit);
    }
  }
  return { giveBack };
}
