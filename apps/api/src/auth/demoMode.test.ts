// Issue 13, finding 9: one-click demo sign-in (no password) stays on for a developer's `npm start`
// but is off when NODE_ENV=production, unless DEMO_MODE=true turns it on explicitly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/harness';

describe('demo mode from the environment', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEMO_MODE: 'true' }, true],
    [{ DEMO_MODE: 'false' }, false],
  ])('%j gives demo %s', (env, demo) => {
    expect(loadConfig(env).demo).toBe(demo);
  });
});

describe('POST /auth/demo on a production configuration', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { demo: loadConfig({ NODE_ENV: 'production' }).demo } });
    await server.user({ email: 'client@demo.test' });
  });
  afterAll(() => server.dispose());

  it('signs nobody in without a password, and the page offers no demo accounts', async () => {
    const link = await server.call('getSignInLink', {});
    const state = new URL(String(link.json['link'])).searchParams.get('state') ?? '';
    const res = await server.app.inject({
      method: 'POST',
      url: '/auth/demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ state, email: 'client@demo.test' }).toString(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['location']).toBeUndefined();
    const page = await server.app.inject({ method: 'GET', url: `/auth/signin?state=${state}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Demo accounts');
  });
});
