// endorsements: a voice actor asks (providers only, never themselves); the link goes only in the
// mail to the asked address and validates once with its own hash; it creates the endorser's account
// when needed and signs that new account in with a one-time al_token, never an existing one; the
// public view never carries the address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { mailedEndorsementHash } from '../../testing/mail';

let server: TestServer;
let ana: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  ana = await server.user({ provider: true, name: 'Ana Voice' });
});
afterAll(() => server.dispose());

const mailedHash = (email: string) => mailedEndorsementHash(server, email);

async function ask(body: { email: string; user_type: 'client' | 'va'; name?: string; text?: string }) {
  const created = await server.call('createEndorsement', {
    token: ana.token,
    body: { text: 'Would you endorse my narration on the Brightside course?', ...body },
  });
  expect(created.status).toBe(201);
  return mailedHash(body.email);
}

describe('createEndorsement', () => {
  it('a voice actor asks a client; the owner sees the address', async () => {
    const created = await server.call('createEndorsement', {
      token: ana.token,
      body: {
        email: 'daniel@brightside.example.com',
        name: 'Daniel Brooks',
        user_type: 'client',
        text: 'Would you endorse my narration?',
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      user_type: 'client',
      provider_id: ana.providerId,
      provider: { id: ana.providerId, user: { name: 'Ana Voice' } },
      email: 'daniel@brightside.example.com',
      name: 'Daniel Brooks',
      endorsed: null,
      endorsed_at: null,
      user_id: null,
    });
    // The asker never holds the link: it may create the asked address's account and sign it in.
    expect(created.json).not.toHaveProperty('hash');
    expect(JSON.stringify(created.json)).not.toContain(await mailedHash('daniel@brightside.example.com'));

    // The mail to the asked address carries the link, the asker's name and message.
    const [mail] = await server.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'daniel@brightside.example.com'));
    expect(mail?.subject).toBe('Ana Voice asks you for an endorsement');
    expect(mail?.text).toContain('Hi Daniel Brooks,');
    expect(mail?.text).toContain('Would you endorse my narration?');
    expect(mail?.text).toMatch(/Endorse or decline: http:\/\/localhost:8080\/endorse\/[A-Za-z0-9_-]{6,64}/);
  });

  it('a client may not ask (403), nor a voice actor themselves (422)', async () => {
    const client = await server.user();
    const asClient = await server.call('createEndorsement', {
      token: client.token,
      body: { email: 'x@example.com', user_type: 'client', text: 'Please endorse me.' },
    });
    expect(asClient.status).toBe(403);
    const self = await server.call('createEndorsement', {
      token: ana.token,
      body: { email: ana.email.toUpperCase(), user_type: 'va', text: 'Please endorse me.' },
    });
    expect(self.status).toBe(422);
  });
});

describe('validateEndorsement and getPublicEndorsement', () => {
  it('a new endorser gets an account of the asked kind, is signed in with al_token, once', async () => {
    const hash = await ask({ email: 'new.client@example.com', name: 'Nora New', user_type: 'client' });
    const publicView = await server.call('getPublicEndorsement', { params: { hash } });
    expect(publicView.status).toBe(200);
    expect(publicView.json).not.toHaveProperty('email');
    expect(publicView.json).toMatchObject({
      hash,
      endorsed: null,
      provider: { user: { name: 'Ana Voice' } },
    });

    const valid = await server.call('validateEndorsement', {
      params: { hash },
      body: { endorsementHash: hash, endorsed: true },
    });
    expect(valid.status).toBe(200);
    expect(valid.json['is_new_user']).toBe(true);
    const endorsement = valid.json['endorsement'] as Record<string, unknown>;
    expect(endorsement).toMatchObject({ hash, endorsed: true, endorsed_at: server.clock.now.toISOString() });
    expect(endorsement).not.toHaveProperty('email');
    const [account] = await server.services.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.client@example.com'));
    expect(account).toMatchObject({ name: 'Nora New', roles: ['client'] });
    expect(endorsement['user_id']).toBe(account?.id);

    // The al_token signs the endorser in, once.
    const alToken = String(valid.json['al_token']);
    const signIn = await server.call('signInWithMagicLink', { query: { al_token: alToken } });
    expect(signIn.status).toBe(200);
    expect(signIn.json['sign_up']).toBe(true);
    const again = await server.call('signInWithMagicLink', { query: { al_token: alToken } });
    expect(again.status).toBe(401);

    // The link is spent: reusing it is a conflict, and the answer stays.
    const reuse = await server.call('validateEndorsement', {
      params: { hash },
      body: { endorsementHash: hash, endorsed: false },
    });
    expect(reuse.status).toBe(409);
    const after = await server.call('getPublicEndorsement', { params: { hash } });
    expect(after.json['endorsed']).toBe(true);
  });

  it('an existing account answers but is never signed in by the link; a voice actor asked as va stays who they are', async () => {
    const leo = await server.user({ provider: true, name: 'Leo Voice' });
    const hash = await ask({ email: leo.email, user_type: 'va' });
    const valid = await server.call('validateEndorsement', {
      params: { hash },
      body: { endorsementHash: hash, endorsed: false },
    });
    expect(valid.status).toBe(200);
    expect(valid.json['is_new_user']).toBe(false);
    expect(valid.json).not.toHaveProperty('al_token');
    expect(valid.json['endorsement']).toMatchObject({ endorsed: false, user_id: leo.id });
  });

  it('a hash that is not the link’s is refused (400), an unknown one is 404', async () => {
    const hash = await ask({ email: 'someone@example.com', user_type: 'client' });
    const wrong = await server.call('validateEndorsement', {
      params: { hash },
      body: { endorsementHash: 'not-the-hash', endorsed: true },
    });
    expect(wrong.status).toBe(400);
    const still = await server.call('getPublicEndorsement', { params: { hash } });
    expect(still.json['endorsed']).toBeNull();

    const unknown = await server.call('validateEndorsement', {
      params: { hash: 'unknown-hash' },
      body: { endorsementHash: 'unknown-hash', endorsed: true },
    });
    expect(unknown.status).toBe(404);
    const unknownView = await server.call('getPublicEndorsement', { params: { hash: 'unknown-hash' } });
    expect(unknownView.status).toBe(404);
  });
});

describe('listProviderEndorsements', () => {
  it('the profile lists the yes answers, newest first, by short name, with nothing private', async () => {
    const zoe = await server.user({ provider: true, name: 'Zoe Voice' });
    const requestOf = async (email: string, user_type: 'client' | 'va', name?: string) => {
      const created = await server.call('createEndorsement', {
        token: zoe.token,
        body: { email, user_type, text: 'Would you endorse my promo reads?', ...(name ? { name } : {}) },
      });
      expect(created.status).toBe(201);
      return mailedHash(email);
    };
    const answer = (hash: string, endorsed: boolean) =>
      server.call('validateEndorsement', { params: { hash }, body: { endorsementHash: hash, endorsed } });

    // An existing client is named as their account calls them, not as the request did.
    const kim = await server.user({ name: 'Kim Alvarez Ortega' });
    await answer(await requestOf(kim.email, 'client', 'Kimberly'), true);
    server.clock.advance(60_000);
    await answer(await requestOf('pat.studio@example.com', 'va', 'pat lee'), true);
    await answer(await requestOf('no@example.com', 'client', 'Ned No'), false);
    await requestOf('later@example.com', 'client', 'Lou Later');

    const listed = await server.call('listProviderEndorsements', { params: { id: zoe.providerId ?? 0 } });
    expect(listed.status).toBe(200);
    expect(listed.headers['total-rows']).toBe('2');
    const entries = listed.json as unknown as Record<string, unknown>[];
    expect(entries.map(({ user_type, endorser_name }) => ({ user_type, endorser_name }))).toEqual([
      { user_type: 'va', endorser_name: 'pat L.' },
      { user_type: 'client', endorser_name: 'Kim O.' },
    ]);
    expect(entries[0]?.['endorsed_at']).toBe(server.clock.now.toISOString());
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['endorsed_at', 'endorser_name', 'id', 'user_type']);
    }
    expect(JSON.stringify(listed.json)).not.toMatch(/@|promo reads|Kimberly/);
  });

  it('an unknown profile is 404; a profile without endorsements lists none', async () => {
    const missing = await server.call('listProviderEndorsements', { params: { id: 987_654 } });
    expect(missing.status).toBe(404);
    const quiet = await server.user({ provider: true });
    const none = await server.call('listProviderEndorsements', { params: { id: quiet.providerId ?? 0 } });
    expect(none.status).toBe(200);
    expect(none.json).toEqual([]);
  });
});
