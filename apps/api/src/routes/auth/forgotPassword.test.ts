// The server's sign-in page as a person reaches it from the app (issue 39, item 15): it names the
// brand of the address they came from, says why they are asked to sign in, leads back to the page,
// and a forgotten password gets a single-use sign-in link by mail, without telling anyone which
// addresses have accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/crypto';
import { users } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.services.db.insert(users).values({
    username: 'nora',
    name: 'Nora Quill',
    email: 'nora@example.com',
    passwordHash: await hashPassword('forgotten horse'),
    roles: ['client'],
  });
});
afterAll(() => server.dispose());

/** The sign-in page of a visit started by an app on `origin` at `redirect`, for `context`. */
async function visit(origin: string, redirect: string, context?: string) {
  const link = await server.call('getSignInLink', {
    query: { redirect, ...(context === undefined ? {} : { context }) },
    headers: { origin },
  });
  const url = new URL(String(link.json['link']));
  const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  return { state: url.searchParams.get('state') ?? '', page };
}

const forgot = (state: string, email: string) =>
  server.app.inject({
    method: 'POST',
    url: '/auth/forgot',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state, email }).toString(),
  });

describe('the sign-in page', () => {
  it('names the brand of the address the visitor came from, says why it asks, and leads back', async () => {
    const main = await visit('http://localhost:8080', '/search?q=warm', 'favorite');
    expect(main.page.body).toContain('<h1>VoiceMarket</h1>');
    expect(main.page.body).toContain('Log in or sign up to save voice actors to your favorites.');
    expect(main.page.body).toContain(
      '<a href="http://localhost:8080/search?q=warm">← Back to VoiceMarket</a>',
    );
    expect(main.page.body).toContain('Forgot your password?');

    const second = await visit('http://second.localhost:8080', '/');
    expect(second.page.body).toContain('<h1>CastVoices</h1>');
    expect(second.page.body).not.toContain('class="reason"');
  });
});

describe('a forgotten password', () => {
  it('mails a sign-in link that logs in once and returns to the page the visit started from', async () => {
    const { state } = await visit('http://localhost:8080', '/favorites/1', 'favorite');
    const asked = await forgot(state, ' Nora@Example.com ');
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('If an account uses nora@example.com, we sent it a link to log in.');

    const [mail = ''] = await mailsTo(server, 'nora@example.com');
    expect(mail).toContain('asked to log in to VoiceMarket without a password');
    const link = new URL(/http:\/\/localhost:8080\/auth\/link\?\S+/.exec(mail)?.[0] ?? 'http://none.invalid');
    const followed = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(followed.statusCode).toBe(303);
    const back = new URL(String(followed.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:8080/favorites/1');
    const tokens = await server.call('signIn', {
      query: { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' },
    });
    expect(tokens.status).toBe(200);

    const again = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.statusCode).toBe(410);
  });

  it('answers an unknown address as a known one and mails nobody', async () => {
    const { state } = await visit('http://localhost:8080', '/');
    const asked = await forgot(state, 'nobody@example.com');
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('If an account uses nobody@example.com, we sent it a link to log in.');
    expect(await mailsTo(server, 'nobody@example.com')).toEqual([]);
  });

  it('sends one link a couple of minutes at most: asking again at once floods no inbox', async () => {
    await server.advanceTime(5 * 60 * 1000);
    const before = (await mailsTo(server, 'nora@example.com')).length;
    for (let i = 0; i < 3; i += 1) {
      const { state } = await visit('http://localhost:8080', '/');
      await forgot(state, 'nora@example.com');
    }
    expect((await mailsTo(server, 'nora@example.com')).length).toBe(before + 1);
  });

  it('refuses a link that was never mailed', async () => {
    const { state } = await visit('http://localhost:8080', '/');
    const guessed = await server.app.inject({
      method: 'GET',
      url: `/auth/link?token=al_guess&state=${state}`,
    });
    expect(guessed.statusCode).toBe(410);
  });
});
