// Issue 13, findings 4 and 6 (rate limits), on a server with its rate limits on: sign-up is limited
// per address, filling the limiter's table does not reset anyone's counters, and anonymous callers
// of the public counters are limited.
import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../testing/harness';
import { multipart } from '../testing/multipart';
import { users } from '../db/schema';
import { HttpError } from './errors';
import { RateLimiter, pageLimits } from './rateLimit';

const clip = readFileSync(new URL('../../seed/audio/commercial-juice-en-us.mp3', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: true } });
});
afterAll(() => server.dispose());

describe('finding 4: sign-up is rate-limited', () => {
  it('creates five accounts a minute from one address, then answers 429', async () => {
    const link = await server.call('getSignInLink', {});
    const state = new URL(String(link.json['link'])).searchParams.get('state') ?? '';
    const count = async () => {
      const [row] = await server.services.db.select({ n: sql<number>`count(*)::int` }).from(users);
      return row?.n ?? 0;
    };
    const before = await count();
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 7; i++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/auth/signup',
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          state,
          name: `Spammer ${i}`,
          email: `spam${i}@example.com`,
          password: 'password123',
          type: 'client',
          terms: 'yes',
        }).toString(),
      });
      statuses.push(res.statusCode);
      last = res.body;
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429]);
    expect(last).toContain('Too many attempts. Please wait 60 seconds and try again.');
    expect(await count()).toBe(before + pageLimits.signup.max);
  });
});

describe('finding 4: a full limiter table evicts the oldest counters, not everyone', () => {
  const from = (ip: string) => ({ ip }) as unknown as FastifyRequest;
  const limit = { max: 3, windowSeconds: 60 };

  it('keeps a limited address limited after 10,001 other addresses', () => {
    const limiter = new RateLimiter(() => new Date('2026-11-21T10:00:00Z'));
    for (let i = 0; i < 3; i++) limiter.check(from('198.51.100.1'), 'signIn', limit);
    expect(() => {
      limiter.check(from('198.51.100.1'), 'signIn', limit);
    }).toThrow(HttpError);
    // An attacker fills the table with fresh addresses (cheap with IPv6).
    for (let i = 0; i < 10_001; i++) limiter.check(from(`2001:db8::${i.toString(16)}`), 'signIn', limit);
    expect(() => {
      limiter.check(from('198.51.100.1'), 'signIn', limit);
    }).toThrow('Too many attempts. Please wait 60 seconds and try again.');
  });

  it('drops expired windows first and stays within its capacity', () => {
    let now = new Date('2026-11-21T10:00:00Z').getTime();
    const limiter = new RateLimiter(() => new Date(now), 100);
    for (let i = 0; i < 3; i++) limiter.check(from('198.51.100.2'), 'signIn', limit);
    now += 61_000;
    for (let i = 0; i < 500; i++) limiter.check(from(`2001:db8::1:${i.toString(16)}`), 'signIn', limit);
    expect(limiter.size).toBeLessThanOrEqual(100);
    // The old window expired: the address starts afresh.
    expect(() => {
      limiter.check(from('198.51.100.2'), 'signIn', limit);
    }).not.toThrow();
  });
});

describe('finding 6: anonymous counters are rate-limited per address', () => {
  it('answers the 31st anonymous listen in a minute with 429', async () => {
    const actor = await server.user({ provider: true });
    const created = await server.call('createProviderSample', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: multipart({ name: 'Limited', type: 'audio' }, [
        { field: 'file', filename: 'take.mp3', contentType: 'audio/mpeg', content: clip },
      ]),
    });
    expect(created.status).toBe(201);
    const sampleId = Number(created.json['id']);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      // A fresh session id each time, as a script would send.
      const res = await server.call('listenSample', {
        body: { sampleId },
        sessionId: `rotating-session-${String(i).padStart(4, '0')}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
