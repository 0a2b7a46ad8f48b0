// In-process rate limits (fixed one-minute windows per client address and operation) for the
// operations worth guessing at: sign-in, magic links, token refresh and sending messages, and for
// opening the live-update socket.
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
  refreshAccessToken: { max: 30, windowSeconds: 60 },
  createChannelEvent: { max: 60, windowSeconds: 60 },
  createChannel: { max: 30, windowSeconds: 60 },
};

/** The sign-in page's forms: password guessing and account creation. */
export const pageLimits = {
  signin: { max: 10, windowSeconds: 60 },
  signup: { max: 5, windowSeconds: 60 },
} satisfies Record<string, Limit>;

/** Opening the live-update socket (the app retries every 10 s while it is down; a few tabs). */
export const socketLimit: Limit = { max: 60, windowSeconds: 60 };

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly now: () => Date) {}

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
      if (this.windows.size > 10_000) this.windows.clear();
      this.windows.set(key, { start: now, count: 1 });
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
}
