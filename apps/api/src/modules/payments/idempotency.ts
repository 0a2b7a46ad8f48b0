// The product's own Idempotency-Key (pay, release, refund): the first call with a key runs; a later
// call by the same user to the same operation with that key and the same request answers what the
// first answered, moving no money again; the key with another request is refused (422). A call cut
// short (the server killed mid-way) left no answer: the next call with its key runs again, and every
// step it repeats is idempotent itself (the processor's keys, the ledger's entry keys).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotentRequests } from '../../db/schema';
import { HttpError, unprocessable } from '../../http/errors';

export interface IdempotentCall {
  userId: number;
  operation: string;
  /** The caller's Idempotency-Key header, if sent. */
  key: string | undefined;
  /** What identifies the request (path parameters and body). */
  request: unknown;
}

/** The Idempotency-Key header of a request, when it is one string. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Runs `run` once per key: stores its answer (successes and refusals alike, as a processor does),
 * and answers a repeat with it. Without a key, simply runs. `run` learns whether an earlier call
 * with the key started and left no answer (`resumed`: the server died mid-way).
 */
export async function once<A extends { status: number; body: object }>(
  db: Database,
  call: IdempotentCall,
  run: (call: { resumed: boolean }) => Promise<A>,
  now: Date,
): Promise<A> {
  if (call.key === undefined) return run({ resumed: false });
  const requestHash = createHash('sha256').update(JSON.stringify(call.request)).digest('hex');
  const where = and(
    eq(idempotentRequests.userId, call.userId),
    eq(idempotentRequests.operation, call.operation),
    eq(idempotentRequests.key, call.key),
  );
  const stored = await db
    .insert(idempotentRequests)
    .values({ userId: call.userId, operation: call.operation, key: call.key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  const [record] = await db.select().from(idempotentRequests).where(where).limit(1);
  if (!record) throw new Error('idempotency record not stored');
  if (record.requestHash !== requestHash) {
    throw unprocessable(
      'idempotency_key_reused',
      'This Idempotency-Key was used for another request; send a new key for a new payment.',
    );
  }
  if (record.status !== null && record.body !== null) {
    if (record.status >= 400) {
      const body = record.body as { code?: string; message?: string };
      throw new HttpError(record.status, body.code ?? 'refused', body.message ?? 'Refused.', {
        noReport: true,
      });
    }
    // The first answer as stored: the same operation's reply, so of its type.
    return { status: record.status, body: record.body } as A;
  }
  let answer: A;
  try {
    // A record with no answer that this call did not store: a call with the key was cut short (or
    // is still running); `run` may find its work done and finish what it left.
    answer = await run({ resumed: stored.length === 0 });
  } catch (error) {
    // A refusal (4xx) is the answer to this key; anything else (the processor unreachable) is not,
    // and the next call with the key tries again.
    if (error instanceof HttpError && error.status < 500 && error.status !== 409) {
      await db
        .update(idempotentRequests)
        .set({ status: error.status, body: { code: error.body.code, message: error.body.message } })
        .where(where);
    }
    throw error;
  }
  await db
    .update(idempotentRequests)
    .set({ status: answer.status, body: answer.body as Record<string, unknown> })
    .where(where);
  return answer;
}
