// The sign-in flow end to end through the server's own sign-in page: link, page, code exchange,
// refresh rotation with reuse detection, logout, and the 401 names of spec section 8.
import { signIn } from '@vo/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../testing/harness';
import { hashPassword } from '../../auth/crypto';
import { REFRESH_GRACE_MS } from '../../auth/sessions';
import { impersonationAudit, users } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.services.db.insert(users).values({
    username: 'maria',
    name: 'Maria Lopez',
    email: 'maria@example.com',
    passwordHash: await hashPassword('correct horse'),
    roles: ['client'],
  });
});
afterAll(() => server.dispose());

/** Follows the sign-in link like a browser: opens the page, posts the form, reads the redirect. */
async function signInThroughPage(
  form: Record<string, string>,
  redirect = '/projects?tab=open',
  path = '/auth/signin',
) {
  const link = await server.call('getSignInLink', { query: { redirect } });
  expect(link.status).toBe(200);
  const url = new URL(String(link.json['link']));
  const state = url.searchParams.get('state') ?? '';
  const pageResponse = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const posted = await server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, ...form }).toString(),
  });
  return { state, page: pageResponse, posted };
}

describe('sign-in page and code exchange', () => {
  it('logs in with e-mail and password and returns to the path and query it started from', async () => {
    const { state, page, posted } = await signInThroughPage({
      email: 'Maria@Example.com',
      password: 'correct horse',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Log in');
    expect(posted.statusCode).toBe(303);
    const back = new URL(String(posted.headers.location));
    expect(back.pathname).toBe('/projects');
    expect(back.searchParams.get('tab')).toBe('open');
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code') ?? '';

    const tokens = await server.call('signIn', { query: { code, state } });
    expect(tokens.status).toBe(200);
    expect(tokens.json['sign_up']).toBe(false);
    const me = await server.call('getMe', { token: String(tokens.json['access_token']) });
    expect(me.status).toBe(200);
    expect(me.json['email']).toBe('maria@example.com');

    // The code is single use.
    const again = await server.call('signIn', { query: { code, state } });
    expect(again.status).toBe(401);
    expect(again.json['name']).toBe('ExpiredTokenError');
  });

  it("lets the form's redirect reach the app's allowed origins (CSP form-action applies to redirects)", async () => {
    const { page } = await signInThroughPage({ email: 'maria@example.com', password: 'correct horse' });
    const policy = String(page.headers['content-security-policy']);
    const formAction = policy.split(';').find((part) => part.trim().startsWith('form-action')) ?? '';
    expect(formAction.trim().split(/\s+/)).toEqual([
      'form-action',
      "'self'",
      ...server.services.config.corsOrigins,
    ]);
  });

  it('shows the error on the page and keeps the e-mail typed when the password is wrong', async () => {
    const { posted } = await signInThroughPage({ email: 'maria@example.com', password: 'wrong password' });
    expect(posted.statusCode).toBe(401);
    expect(posted.body).toContain('Wrong e-mail or password.');
    expect(posted.body).toContain('value="maria@example.com"');
  });

  it('signs up a voice actor who accepted the terms, and says it was a sign-up', async () => {
    const { state, posted } = await signInThroughPage(
      {
        name: 'Ana Voice',
        email: 'ana@example.com',
        password: 'long enough',
        type: 'voice_actor',
        terms: 'yes',
      },
      '/',
      '/auth/signup',
    );
    expect(posted.statusCode).toBe(303);
    const code = new URL(String(posted.headers.location)).searchParams.get('code') ?? '';
    const tokens = await server.call('signIn', { query: { code, state, active_role: 'provider' } });
    expect(tokens.json['sign_up']).toBe(true);
    const me = await server.call('getMe', { token: String(tokens.json['access_token']) });
    expect(me.json['name']).toBe('Ana Voice');
    expect(me.json['type']).toBe('voice_actor');
  });

  it('refuses a sign-up without terms acceptance, keeping what was typed', async () => {
    const { posted } = await signInThroughPage(
      { name: 'No Terms', email: 'noterms@example.com', password: 'long enough', type: 'client' },
      '/',
      '/auth/signup',
    );
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('Please accept the Terms of Service and the Privacy Policy.');
    expect(posted.body).toContain('value="noterms@example.com"');
  });

  it('starts the sign-up form as a voice actor from the voice-over jobs page, as a client elsewhere', async () => {
    const chosen = async (context?: string) => {
      const link = await server.call('getSignInLink', {
        query: { redirect: '/', action: 'signup', ...(context === undefined ? {} : { context }) },
      });
      const url = new URL(String(link.json['link']));
      const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      return /<input type="radio" name="type" value="([a-z_]+)" checked>/.exec(page.body)?.[1];
    };
    expect(await chosen('voice-over-jobs')).toBe('voice_actor');
    expect(await chosen('post-project')).toBe('client');
    expect(await chosen()).toBe('client');
  });

  it('keeps a visitor on the loopback address they opened (127.0.0.1), through the page and back', async () => {
    const origin = 'http://127.0.0.1:8080';
    const link = await server.call('getSignInLink', { query: { redirect: '/search' }, headers: { origin } });
    const url = new URL(String(link.json['link']));
    expect(url.origin).toBe(origin);
    const posted = await server.app.inject({
      method: 'POST',
      url: '/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: url.searchParams.get('state') ?? '',
        email: 'maria@example.com',
        password: 'correct horse',
      }).toString(),
    });
    const back = new URL(String(posted.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/search`);
    const tokens = await server.call('signIn', {
      query: { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' },
      headers: { origin },
    });
    expect(new URL(String(tokens.json['logout_link'])).origin).toBe(origin);
  });

  it('sends an app on an origin it does not serve to the public address', async () => {
    const link = await server.call('getSignInLink', {
      query: { redirect: '/' },
      headers: { origin: 'http://evil.example' },
    });
    expect(new URL(String(link.json['link'])).origin).toBe('http://localhost:8080');
  });

  it('refuses a redirect to another site', async () => {
    const link = await server.call('getSignInLink', { query: { redirect: '//evil.example.com/' } });
    expect(link.status).toBe(400);
  });

  it('answers an unknown or expired sign-in state with an expired page', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/auth/signin?state=st_doesnotexist' });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This sign-in link has expired');
  });
});

describe('sign-in with e-mail and password (signInWithPassword)', () => {
  it('answers the session tokens for the right password, as the code exchange does', async () => {
    const res = await server.call('signInWithPassword', {
      body: { email: 'Maria@Example.com', password: 'correct horse' },
    });
    expect(res.status).toBe(200);
    expect(res.json['sign_up']).toBe(false);
    const me = await server.call('getMe', { token: String(res.json['access_token']) });
    expect(me.status).toBe(200);
    expect(me.json['email']).toBe('maria@example.com');
  });

  it('refuses a wrong password and an unknown e-mail alike, with the sign-in page message', async () => {
    for (const body of [
      { email: 'maria@example.com', password: 'wrong horse' },
      { email: 'nobody@example.com', password: 'correct horse' },
    ]) {
      const res = await server.call('signInWithPassword', { body });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ name: 'InvalidTokenSupplied', message: 'Wrong e-mail or password.' });
    }
  });

  it("is what @vo/sdk/testing's signIn calls: a script signs in over HTTP and reads its user", async () => {
    const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { client, user } = await signIn(`${origin}/api`, 'maria@example.com', 'correct horse');
    expect(user.email).toBe('maria@example.com');
    const { data: again } = await client.unwrap(client.api.GET('/users/me'));
    expect(again.id).toBe(user.id);
    await expect(signIn(`${origin}/api`, 'maria@example.com', 'wrong horse')).rejects.toMatchObject({
      status: 401,
      message: 'Wrong e-mail or password.',
    });
  });

  it('refuses a body with an unknown field or without the password (400)', async () => {
    const extra = await server.call('signInWithPassword', {
      body: { email: 'maria@example.com', password: 'correct horse', remember: true },
    });
    expect(extra.status).toBe(400);
    const missing = await server.call('signInWithPassword', { body: { email: 'maria@example.com' } });
    expect(missing.status).toBe(400);
  });
});

describe('tokens', () => {
  it('names each 401 as section 8 does', async () => {
    const missing = await server.call('getMe');
    expect([missing.status, missing.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
    const forged = await server.call('getMe', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.forged' });
    expect([forged.status, forged.json['name']]).toEqual([401, 'InvalidTokenSupplied']);

    const user = await server.user();
    server.clock.advance(16 * 60 * 1000);
    const expired = await server.call('getMe', { token: user.token });
    expect([expired.status, expired.json['name']]).toEqual([401, 'NotTokenError']);

    const refreshed = await server.call('refreshAccessToken', {
      token: user.token,
      headers: { 'x-refresh-token': user.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const me = await server.call('getMe', { token: String(refreshed.json['accessToken']) });
    expect(me.status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const user = await server.user();
    const first = await server.call('refreshAccessToken', {
      token: user.token,
      headers: { 'x-refresh-token': user.refreshToken },
    });
    expect(first.status).toBe(200);
    // Past the grace window in which a second tab refreshing at the same moment gets the same answer.
    server.clock.advance(REFRESH_GRACE_MS + 1000);
    const reuse = await server.call('refreshAccessToken', {
      token: user.token,
      headers: { 'x-refresh-token': user.refreshToken },
    });
    expect([reuse.status, reuse.json['name']]).toEqual([401, 'RefreshTokenFailed']);
    // The token issued by the first refresh died with its family.
    const next = await server.call('refreshAccessToken', {
      token: String(first.json['accessToken']),
      headers: { 'x-refresh-token': String(first.json['refreshToken']) },
    });
    expect([next.status, next.json['name']]).toEqual([401, 'RefreshTokenFailed']);
    const me = await server.call('getMe', { token: String(first.json['accessToken']) });
    expect([me.status, me.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });

  it('refuses a refresh whose access token belongs to another session', async () => {
    const a = await server.user();
    const b = await server.user();
    const res = await server.call('refreshAccessToken', {
      token: b.token,
      headers: { 'x-refresh-token': a.refreshToken },
    });
    expect([res.status, res.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });

  it('logs out through the logout link: the session can no longer be used or refreshed', async () => {
    const { posted, state } = await signInThroughPage({
      email: 'maria@example.com',
      password: 'correct horse',
    });
    const code = new URL(String(posted.headers.location)).searchParams.get('code') ?? '';
    const tokens = await server.call('signIn', { query: { code, state } });
    const logout = new URL(String(tokens.json['logout_link']));
    const res = await server.app.inject({ method: 'GET', url: `${logout.pathname}${logout.search}` });
    expect(res.statusCode).toBe(303);
    expect(new URL(String(res.headers.location)).pathname).toBe('/loggedOut');
    const me = await server.call('getMe', { token: String(tokens.json['access_token']) });
    expect(me.json['name']).toBe('InvalidTokenSupplied');
  });

  it('requires the session id header', async () => {
    const user = await server.user();
    const res = await server.call('getMe', { token: user.token, sessionId: null });
    expect(res.status).toBe(400);
    expect(res.json['message']).toContain('x-session-id');
  });
});

describe('acting as another user', () => {
  it('honours x-logged-as for admins only, and audits every impersonated request', async () => {
    const admin = await server.user({ roles: ['admin'] });
    const client = await server.user({ name: 'Target Client' });
    const other = await server.user();

    const asClient = await server.call('getMe', { token: admin.token, loggedAs: client.id });
    expect(asClient.json['id']).toBe(client.id);
    const audit = await server.services.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.adminId, admin.id));
    expect(audit).toMatchObject([{ actingAsId: client.id, operationId: 'getMe', status: 200 }]);

    const ignored = await server.call('getMe', { token: other.token, loggedAs: client.id });
    expect(ignored.json['id']).toBe(other.id);
  });
});
