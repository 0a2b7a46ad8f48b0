// Rate limits on the operations worth guessing at: the sign-in page's password form and the
// token refresh. Past the limit the caller gets 429 with a message saying how long to wait.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { rateLimits: true } });
});
afterAll(() => server.dispose());

it('limits password attempts on the sign-in page, then lets the address try again after a minute', async () => {
  const link = await server.call('getSignInLink', {});
  const state = new URL(String(link.json['link'])).searchParams.get('state') ?? '';
  const attempt = () =>
    server.app.inject({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state, email: 'nobody@example.com', password: 'guess' }).toString(),
    });
  for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
  const blocked = await attempt();
  expect(blocked.statusCode).toBe(429);
  expect(blocked.body).toContain('Too many attempts. Please wait 60 seconds and try again.');
  expect(blocked.body).toContain('value="nobody@example.com"');
  server.clock.advance(60_000);
  expect((await attempt()).statusCode).toBe(401);
});

it('limits token refreshes with 429 and retry-after', async () => {
  let last = await server.call('refreshAccessToken', {
    headers: { 'x-refresh-token': 'rt_unknownunknownunknown' },
  });
  for (let i = 0; i < 30; i++) {
    last = await server.call('refreshAccessToken', {
      headers: { 'x-refresh-token': 'rt_unknownunknownunknown' },
    });
  }
  expect(last.status).toBe(429);
  expect(last.json['name']).toBe('TooManyRequestsError');
  expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
});
