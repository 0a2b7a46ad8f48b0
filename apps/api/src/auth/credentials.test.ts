// Issue 38, finding 1: every path that issues a sign-in credential, tried as an attacker who holds
// an account of their own and wants someone else's. Each test sends the attacker's request and
// checks that what comes back signs nobody in but the caller (or a brand-new account whose address
// received the link). The paths (see the README's security section):
//   1. endorsement links (POST /endorsements, POST /endorsements/{hash}/validate) -> al_token
//   2. magic links (GET /auth/magic_link?al_token=)
//   3. the sign-in page's code (POST /auth/signin, /auth/signup, /auth/demo -> GET /auth/sign_in)
//   4. e-mail and password (POST /auth/password)
//   5. refresh tokens (POST /auth/refresh)
//   6. acting as another user (x-logged-as, the socket's logged_as)
//   7. voice actor profiles created for an invite (POST /providers/from_invite, POST /providers)
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinks, users } from '../db/schema';
import { issueMagicLink } from '../modules/users/signIn';
import { startTestServer, type TestServer, type TestUser } from '../testing/harness';
import { mailedEndorsementHash } from '../testing/mail';

let server: TestServer;
let attacker: TestUser;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer({ config: { demo: true } });
  attacker = await server.user({ provider: true, name: 'Mallory Voice' });
  admin = await server.user({ roles: ['admin'], email: 'admin@demo.test', name: 'Demo Admin' });
});
afterAll(() => server.dispose());

/** Whom an access token signs in as. */
async function whoIs(token: string): Promise<number> {
  const me = await server.call('getMe', { token });
  expect(me.status).toBe(200);
  return Number(me.json['id']);
}

/** A sign-in state, as the app's sign-in link starts one. */
async function signInState(): Promise<string> {
  const link = await server.call('getSignInLink', { query: { redirect: '/' } });
  return new URL(String(link.json['link'])).searchParams.get('state') ?? '';
}

const postForm = (url: string, form: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('1. endorsement links', () => {
  it("the issue's attack: asking an admin for an endorsement gives the asker nothing to sign in with", async () => {
    const asked = await server.call('createEndorsement', {
      token: attacker.token,
      body: { email: 'admin@demo.test', user_type: 'client', text: 'Endorse me?' },
    });
    expect(asked.status).toBe(201);
    // The hash (the key of the link) is not in the answer, in any field.
    expect(asked.json).not.toHaveProperty('hash');
    const hash = await mailedEndorsementHash(server, 'admin@demo.test');
    expect(hash).not.toBe('');
    expect(JSON.stringify(asked.json)).not.toContain(hash);

    // Even with the link (say the admin forwarded the mail), answering never signs the admin in.
    const answered = await server.call('validateEndorsement', {
      params: { hash },
      body: { endorsementHash: hash, endorsed: false },
    });
    expect(answered.status).toBe(200);
    expect(answered.json).not.toHaveProperty('al_token');
    expect(answered.json['is_new_user']).toBe(false);
    const issued = await server.services.db.select().from(magicLinks).where(eq(magicLinks.userId, admin.id));
    expect(issued).toEqual([]);
  });

  it('a new address gets an account, and its al_token signs in that new account only', async () => {
    const asked = await server.call('createEndorsement', {
      token: attacker.token,
      body: { email: 'fresh.person@example.com', user_type: 'client', text: 'Endorse me?' },
    });
    expect(asked.status).toBe(201);
    const hash = await mailedEndorsementHash(server, 'fresh.person@example.com');
    const answered = await server.call('validateEndorsement', {
      params: { hash },
      body: { endorsementHash: hash, endorsed: true },
    });
    expect(answered.json['is_new_user']).toBe(true);
    const signedIn = await server.call('signInWithMagicLink', {
      query: { al_token: String(answered.json['al_token']) },
    });
    const [fresh] = await server.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'fresh.person@example.com'));
    expect(await whoIs(String(signedIn.json['access_token']))).toBe(fresh?.id);
  });

  it('a guessed hash finds nothing, and the public view never carries the address or a token', async () => {
    const guessed = await server.call('validateEndorsement', {
      params: { hash: 'AAAAAAAAAAAAAAAA' },
      body: { endorsementHash: 'AAAAAAAAAAAAAAAA', endorsed: true },
    });
    expect(guessed.status).toBe(404);
  });
});

describe('2. magic links', () => {
  it('an al_token nobody was issued, a spent one and an expired one are refused', async () => {
    const made = await server.call('signInWithMagicLink', {
      query: { al_token: 'al_notissuedtoanyone000000000000' },
    });
    expect([made.status, made.json['name']]).toEqual([401, 'ExpiredTokenError']);

    const victim = await server.user();
    const token = await issueMagicLink(server.services, victim.id, false, 60_000);
    const first = await server.call('signInWithMagicLink', { query: { al_token: token } });
    expect(first.status).toBe(200);
    const again = await server.call('signInWithMagicLink', { query: { al_token: token } });
    expect(again.status).toBe(401);

    const late = await issueMagicLink(server.services, victim.id, false, 60_000);
    server.clock.advance(61_000);
    const expired = await server.call('signInWithMagicLink', { query: { al_token: late } });
    expect(expired.status).toBe(401);
  });
});

describe('3. the sign-in page and its code', () => {
  it("a code is good only with its own state, once: another visit's state cannot take it", async () => {
    const victimState = await signInState();
    const attackerState = await signInState();
    // The demo accounts sign in with one click in demo mode: the victim's visit gets a code.
    const posted = await postForm('/auth/demo', { state: victimState, email: 'admin@demo.test' });
    expect(posted.statusCode).toBe(303);
    const code = new URL(String(posted.headers.location)).searchParams.get('code') ?? '';
    const stolen = await server.call('signIn', { query: { code, state: attackerState } });
    expect([stolen.status, stolen.json['name']]).toEqual([401, 'ExpiredTokenError']);
  });

  it('the one-click demo sign-in takes only the demo accounts, never another address', async () => {
    const someone = await server.user({ email: 'someone.real@example.com' });
    const posted = await postForm('/auth/demo', { state: await signInState(), email: someone.email });
    expect(posted.statusCode).toBe(404);
    expect(posted.headers.location).toBeUndefined();
  });

  it('signing up with an address that has an account gives no code for it', async () => {
    const posted = await postForm('/auth/signup', {
      state: await signInState(),
      name: 'Not Admin',
      email: 'ADMIN@demo.test',
      password: 'long enough password',
      type: 'client',
      terms: 'yes',
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
    expect(posted.body).toContain('An account already uses this e-mail. Log in instead.');
  });
});

describe('4. e-mail and password', () => {
  it('an account without a password (created by a link) cannot be signed in with any password', async () => {
    const [fresh] = await server.services.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, 'fresh.person@example.com'));
    for (const password of ['x', 'null', 'undefined', 'password']) {
      const res = await server.call('signInWithPassword', { body: { email: fresh?.email ?? '', password } });
      expect(res.status).toBe(401);
    }
  });
});

describe('5. refresh tokens', () => {
  it("another session's refresh token is refused", async () => {
    const victim = await server.user();
    const res = await server.call('refreshAccessToken', {
      token: attacker.token,
      headers: { 'x-refresh-token': victim.refreshToken },
    });
    expect([res.status, res.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });
});

describe('6. acting as another user', () => {
  it('x-logged-as is ignored for anyone but an admin, and honoured (and recorded) for an admin', async () => {
    const victim = await server.user();
    const asAttacker = await server.call('getMe', { token: attacker.token, loggedAs: admin.id });
    expect(asAttacker.json['id']).toBe(attacker.id);
    const asVictim = await server.call('getMe', { token: attacker.token, loggedAs: victim.id });
    expect(asVictim.json['id']).toBe(attacker.id);

    const byAdmin = await server.call('getMe', { token: admin.token, loggedAs: victim.id });
    expect(byAdmin.json['id']).toBe(victim.id);
  });
});

describe('7. profiles created for an invite', () => {
  it("nobody but an admin can give another user's account a voice actor profile", async () => {
    const victim = await server.user();
    const project = await server.call('createProviderFromInvite', {
      token: attacker.token,
      body: { userId: victim.id, projectId: '1' },
    });
    expect(project.status).toBe(403);
    const direct = await server.call('addProvider', {
      token: attacker.token,
      body: { user_id: victim.id, service_id: 'voice_over' },
    });
    expect(direct.status).toBe(403);
  });
});
