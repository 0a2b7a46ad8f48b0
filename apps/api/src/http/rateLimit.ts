// In-process rate limits (fixed one-minute windows per client address and operation) for the
// operations worth guessing at: sign-in, magic links, token refresh and sending messages; for the
// anonymous counters (listens, profile views) that voice actors' statistics are made of; and for
// opening the live-update socket. The table holds a bounded number of counters and evicts the
// oldest window first: clearing it when full let an attacker reset everyone's limits by filling it.
import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../contract/types';
import { HttpError } from './errors';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export const rateLimitedOperations: Partial<Record<OperationId, Limit>> = {
  signIn: { max: 20, windowSeconds: 60 },
  signInWithMagicLink: { max: 20, windowSeconds: 60 },
  // Password guessing, as on the sign-in page's form.
  signInWithPassword: { max: 10, windowSeconds: 60 },
  refreshAccessToken: { max: 30, windowSeconds: 60 },
  // Anonymous, and may create an account: a person answers one link, a script tries many.
  validateEndorsement: { max: 10, windowSeconds: 60 },
  // Anonymous with the mailed link: a person gives a feedback or two, a script floods the asker.
  createFeedback: { max: 10, windowSeconds: 60 },
  createChannelEvent: { max: 60, windowSeconds: 60 },
  createChannel: { max: 30, windowSeconds: 60 },
  // A listener plays a few samples a minute; more is a script inflating the counters.
  listenSample: { max: 30, windowSeconds: 60 },
  recordProviderProfileView: { max: 30, windowSeconds: 60 },
};

/** The sign-in page's forms: password guessing and account creation. */
export const pageLimits = {
  signin: { max: 10, windowSeconds: 60 },
  signup: { max: 5, windowSeconds: 60 },
  forgot: { max: 5, windowSeconds: 60 },
} satisfies Record<string, Limit>;

/** Opening the live-update socket (the app retries every 10 s while it is down; a few tabs). */
export const socketLimit: Limit = { max: 60, windowSeconds: 60 };

interface Window {
  start: number;
  count: number;
  /** The limit this window counts against (kept to decide what to evict). */
  max: number;
  windowMs: number;
}

/** How far from the oldest end eviction looks for a counter worth less than a blocked one. */
const EVICTION_SCAN = 64;

export class RateLimiter {
  /** In insertion order, which is window-start order: a new window is inserted at the end. */
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: () => Date,
    private readonly capacity = 10_000,
  ) {}

  /** How many counters the table holds (bounded by the capacity). */
  get size(): number {
    return this.windows.size;
  }

  check(
    request: FastifyRequest,
    operationId: OperationId | `page:${string}`,
    limit: Limit | undefined,
  ): void {
    if (!limit) return;
    const key = `${operationId}:${request.ip}`;
    const now = this.now().getTime();
    const window = this.windows.get(key);
    if (!window || now - window.start >= limit.windowSeconds * 1000) {
      // Re-inserted, not updated in place, so the Map's first entry stays the oldest window.
      this.windows.delete(key);
      this.windows.set(key, { start: now, count: 1, max: limit.max, windowMs: limit.windowSeconds * 1000 });
      if (this.windows.size > this.capacity) this.evict(now);
      return;
    }
    window.count += 1;
    if (window.count > limit.max) {
      const retry = Math.ceil((window.start + limit.windowSeconds * 1000 - now) / 1000);
      throw new HttpError(
        429,
        'too_many_requests',
        `Too many attempts. Please wait ${retry} seconds and try again.`,
        {
          headers: { 'retry-after': String(retry) },
        },
      );
    }
  }

  /**
   * Makes room: expired windows go first (they are the oldest); then, among the oldest few, a
   * counter still under its limit, so that an attacker filling the table with fresh addresses
   * pushes out its own counters rather than those of an address being held back; only when all
   * of those are blocked does the oldest go.
   */
  private evict(now: number): void {
    for (const [key, window] of this.windows) {
      if (this.windows.size <= this.capacity) return;
      if (now - window.start < window.windowMs) break;
      this.windows.delete(key);
    }
    while (this.windows.size > this.capacity) {
      let victim: string | undefined;
      let scanned = 0;
      for (const [key, window] of this.windows) {
        victim ??= key;
        if (window.count < window.max) {
          victim = key;
          break;
        }
        if (++scanned >= EVICTION_SCAN) break;
      }
      if (victim === undefined) return;
      this.windows.delete(victim);
    }
  }
}
