// Issue 13, the requests an attacker sent, replayed: each test sends the request of a finding and
// asserts what the caller gets back and what is left in storage and in the counters.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, assertConforms, type TestServer, type TestUser } from '../testing/harness';
import { operationSpecs } from '../contract/document';
import { multipart } from '../testing/multipart';
import { demos, profileViews, samples, users } from '../db/schema';

const clip = readFileSync(new URL('../../seed/audio/commercial-juice-en-us.mp3', import.meta.url));

let server: TestServer;
let actor: TestUser;
let admin: TestUser;
let sampleId: number;

beforeAll(async () => {
  server = await startTestServer();
  actor = await server.user({ provider: true, name: 'Vera Voice' });
  admin = await server.user({ roles: ['admin'] });
  const created = await server.call('createProviderSample', {
    params: { id: actor.providerId ?? 0 },
    token: actor.token,
    payload: multipart({ name: 'Warm read', type: 'audio' }, [
      { field: 'file', filename: 'take.mp3', contentType: 'audio/mpeg', content: clip },
    ]),
  });
  expect(created.status).toBe(201);
  sampleId = Number(created.json['id']);
});
afterAll(() => server.dispose());

const storedFiles = () => readdirSync(server.services.config.storageDir);

const listenCount = async (id: number) => {
  const [row] = await server.services.db
    .select({ n: samples.listenCount })
    .from(samples)
    .where(eq(samples.id, id));
  return row?.n;
};

describe('finding 1: deeply nested JSON is refused cheaply', () => {
  it('answers 500,000 `[` and `]` with 400 naming the depth limit, and serves a GET meanwhile', async () => {
    const nested = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const [attack, trivial] = await Promise.all([
      server.app.inject({
        method: 'POST',
        url: '/api/samples/listen',
        headers: { 'content-type': 'application/json', 'x-session-id': 'attacker-session-01' },
        payload: nested,
      }),
      server.app.inject({
        method: 'GET',
        url: '/api/attributes',
        headers: { 'x-session-id': 'bystander-01' },
      }),
    ]);
    expect(attack.statusCode).toBe(400);
    const body = attack.json<Record<string, unknown>>();
    expect(body['code']).toBe('body_too_deep');
    expect(body['message']).toBe(
      'The request body is nested too deeply: at most 32 levels of objects and arrays.',
    );
    assertConforms('listenSample', attack.statusCode, body, attack.headers);
    expect(trivial.statusCode).toBe(200);
  });

  it('still takes a body nested within the limit', async () => {
    const res = await server.call('recordProviderProfileView', {
      params: { id: actor.providerId ?? 0 },
      body: { last_visited: [] },
      sessionId: 'depth-ok-session-1',
    });
    expect(res.status).toBe(200);
  });
});

describe('finding 2: an upload accepts exactly the declared file parts', () => {
  it('refuses ten `file` parts before storing any, and deleting a sample leaves no file behind', async () => {
    const save = vi.spyOn(server.services.storage, 'save');
    const before = storedFiles();
    const parts = Array.from({ length: 10 }, (_, i) => ({
      field: 'file',
      filename: `take-${i}.mp3`,
      contentType: 'audio/mpeg',
      content: clip,
    }));
    const res = await server.call('createProviderSample', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: multipart({ name: 'Ten parts', type: 'audio' }, parts),
    });
    expect(res.status).toBe(400);
    expect(res.json['message']).toBe('Send one file only in "file".');
    // The first part was stored, the second refused before it was: and the first one removed.
    expect(save).toHaveBeenCalledTimes(1);
    save.mockRestore();
    expect(storedFiles()).toEqual(before);
    const named = await server.services.db.select().from(samples).where(eq(samples.name, 'Ten parts'));
    expect(named).toEqual([]);
  });

  it('refuses a file part the operation does not declare before storing it', async () => {
    const save = vi.spyOn(server.services.storage, 'save');
    const before = storedFiles();
    const res = await server.call('createProviderSample', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: multipart({ name: 'Stray part', type: 'audio' }, [
        { field: 'picture', filename: 'x.mp3', contentType: 'audio/mpeg', content: clip },
        { field: 'file', filename: 'take.mp3', contentType: 'audio/mpeg', content: clip },
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.json['message']).toBe(
      'Unexpected file part "picture": this operation takes files only in "file".',
    );
    expect(save).not.toHaveBeenCalled();
    save.mockRestore();
    expect(storedFiles()).toEqual(before);
  });

  it('stores one file per sample, gone once the sample is deleted', async () => {
    const before = storedFiles();
    const created = await server.call('createProviderSample', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: multipart({ name: 'Short lived', type: 'audio' }, [
        { field: 'file', filename: 'take.mp3', contentType: 'audio/mpeg', content: clip },
      ]),
    });
    expect(created.status).toBe(201);
    expect(storedFiles()).toHaveLength(before.length + 1);
    const removed = await server.call('deleteProviderSample', {
      params: { id: actor.providerId ?? 0, sampleId: Number(created.json['id']) },
      token: actor.token,
    });
    expect(removed.status).toBe(204);
    expect(storedFiles().sort()).toEqual([...before].sort());
  });
});

describe('finding 3: the media type is checked before any byte is stored', () => {
  it('answers an anonymous 20 MB multipart listen with 415 without writing to storage', async () => {
    const save = vi.spyOn(server.services.storage, 'save');
    const before = storedFiles();
    const big = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await server.call('listenSample', {
      sessionId: 'anonymous-upload-01',
      payload: multipart({ sampleId }, [
        { field: 'file', filename: 'big.mp3', contentType: 'audio/mpeg', content: big },
      ]),
    });
    expect(res.status).toBe(415);
    expect(res.json['message']).toBe('Send the body as application/json.');
    expect(save).not.toHaveBeenCalled();
    save.mockRestore();
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an upload to an operation that takes no body with 400, storing nothing', async () => {
    const save = vi.spyOn(server.services.storage, 'save');
    const res = await server.call('joinUserAsClient', {
      params: { id: actor.id },
      token: actor.token,
      payload: multipart({}, [
        { field: 'file', filename: 'a.mp3', contentType: 'audio/mpeg', content: clip },
      ]),
    });
    expect(res.status).toBe(400);
    expect(res.json['code']).toBe('unexpected_body');
    expect(save).not.toHaveBeenCalled();
    save.mockRestore();
  });
});

describe('finding 5: tokens are accepted in one encoding only', () => {
  /** A user whose access token's signature holds a `-` or `_` (three in four do). */
  async function userWithUrlSafeSignature(): Promise<TestUser> {
    for (let i = 0; i < 40; i++) {
      const u = await server.user();
      if (/[-_]/.test(u.token.split('.')[2] ?? '')) return u;
    }
    throw new Error('no token with - or _ in its signature');
  }

  it('takes the token as issued', async () => {
    const res = await server.call('getMe', { token: actor.token });
    expect(res.status).toBe(200);
  });

  it('refuses a trailing `=`', async () => {
    const res = await server.call('getMe', { token: `${actor.token}=` });
    expect([res.status, res.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });

  it('refuses the last character with its unused bits flipped', async () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = actor.token.at(-1) ?? 'A';
    // 32 signature bytes fill 43 characters: the last character's two low bits are unused.
    const flipped = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const res = await server.call('getMe', { token: `${actor.token.slice(0, -1)}${flipped}` });
    expect([res.status, res.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });

  it('refuses `+/` in place of `-_`', async () => {
    const u = await userWithUrlSafeSignature();
    const swapped = u.token.replaceAll('-', '+').replaceAll('_', '/');
    expect((await server.call('getMe', { token: u.token })).status).toBe(200);
    const res = await server.call('getMe', { token: swapped });
    expect([res.status, res.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });
});

describe('finding 6: a listen and a view count once per visitor per hour', () => {
  it('counts 30 anonymous listens of one session as one', async () => {
    const start = await listenCount(sampleId);
    for (let i = 0; i < 30; i++) {
      const res = await server.call('listenSample', {
        body: { sampleId },
        sessionId: 'listener-session-0001',
      });
      expect(res.status).toBe(200);
    }
    expect(await listenCount(sampleId)).toBe((start ?? 0) + 1);
    // Another visitor counts, and the same one again an hour later.
    await server.call('listenSample', { body: { sampleId }, sessionId: 'listener-session-0002' });
    expect(await listenCount(sampleId)).toBe((start ?? 0) + 2);
  });

  it('counts concurrent listens of one signed-in user as one', async () => {
    const fan = await server.user();
    const start = await listenCount(sampleId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        server.call('listenSample', { body: { sampleId }, token: fan.token, sessionId: `fan-tab-000${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await listenCount(sampleId)).toBe((start ?? 0) + 1);
  });

  it('records one profile view per anonymous session', async () => {
    const id = actor.providerId ?? 0;
    const rows = () => server.services.db.select().from(profileViews).where(eq(profileViews.providerId, id));
    const start = (await rows()).length;
    for (let i = 0; i < 10; i++) {
      const res = await server.call('recordProviderProfileView', {
        params: { id },
        body: { last_visited: [] },
        sessionId: 'viewer-session-0001',
      });
      expect(res.status).toBe(200);
    }
    expect((await rows()).length).toBe(start + 1);
  });
});

describe('finding 8: answers agree with the document', () => {
  it('declares 413 on every operation that takes a body (JSON bodies are capped at 1 MiB)', () => {
    const undeclared = operationSpecs
      .filter((op) => op.body && !op.responses['413'])
      .map((op) => op.operationId);
    expect(undeclared).toEqual([]);
  });

  it('answers a JSON body over 1 MiB with a declared 413', async () => {
    const res = await server.call('createProviderDemo', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: { body: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }), contentType: 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.json['name']).toBe('PayloadTooLargeError');
  });

  it('keeps the 404 message of a 3000-character hash within the Error schema', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/samples/hashed/${'a'.repeat(3000)}`,
      headers: { 'x-session-id': 'long-hash-session' },
    });
    expect(res.statusCode).toBe(404);
    const body = res.json<Record<string, unknown>>();
    expect(String(body['message']).length).toBeLessThanOrEqual(1000);
    assertConforms('getSampleByHash', res.statusCode, body, res.headers);
  });

  it.each([
    ['/api/providers/0x10', 'id'],
    ['/api/users/+1', 'id'],
    ['/api/users/1.0', 'id'],
    ['/api/users/%201', 'id'],
    ['/api/users/1e0', 'id'],
    ['/api/users/01', 'id'],
  ])('refuses the non-canonical id in %s with 400', async (url, name) => {
    const res = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'x-session-id': 'canonical-ids-01', authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Record<string, unknown>>()['message']).toBe(
      `${name} must be a whole number written in decimal digits.`,
    );
  });

  const demoNamed = async (name: string) =>
    server.services.db.select().from(demos).where(eq(demos.name, name));

  it('refuses invalid UTF-8 instead of storing U+FFFD', async () => {
    const body = Buffer.concat([Buffer.from('{"name":"Bad '), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    const res = await server.call('createProviderDemo', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: { body, contentType: 'application/json' },
    });
    expect([res.status, res.json['message']]).toEqual([400, 'The request body is not valid UTF-8 text.']);
    expect(await demoNamed('Bad \uFFFD(')).toEqual([]);
  });

  it('refuses a lone surrogate instead of storing U+FFFD', async () => {
    const res = await server.call('createProviderDemo', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: { body: '{"name":"Lone \\ud800 half"}', contentType: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json['code']).toBe('invalid_unicode');
    expect(await demoNamed('Lone \uFFFD half')).toEqual([]);
  });

  it('refuses charset=latin1', async () => {
    const res = await server.call('createProviderDemo', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: {
        body: Buffer.from('{"name":"Caf\xe9"}', 'latin1'),
        contentType: 'application/json; charset=latin1',
      },
    });
    expect([res.status, res.json['message']]).toEqual([
      400,
      'JSON bodies must be UTF-8: charset=latin1 is not accepted.',
    ]);
  });

  it('takes charset=utf-8 and no charset alike', async () => {
    const res = await server.call('createProviderDemo', {
      params: { id: actor.providerId ?? 0 },
      token: actor.token,
      payload: { body: '{"name":"Café"}', contentType: 'application/json; charset=UTF-8' },
    });
    expect(res.status).toBe(201);
    expect(res.json['name']).toBe('Café');
  });

  it('names the `__proto__` key instead of calling the body invalid JSON', async () => {
    const res = await server.call('listenSample', {
      payload: { body: '{"__proto__":{}}', contentType: 'application/json' },
      sessionId: 'proto-session-001',
    });
    expect([res.status, res.json['message']]).toEqual([400, 'The field "__proto__" is not allowed.']);
  });

  it('leaves a voice actor whose profile an admin deleted with the client role, in the database as in the API', async () => {
    // A voice actor who never took the client role.
    const solo = await server.user({ provider: true, roles: [] });
    const res = await server.call('deleteProvider', {
      params: { id: solo.providerId ?? 0 },
      token: admin.token,
    });
    expect(res.status).toBe(204);
    const [row] = await server.services.db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, solo.id));
    const shown = await server.call('getUser', { params: { id: solo.id }, token: admin.token });
    expect(row?.roles).toEqual(['client']);
    expect(shown.json['roles']).toEqual(row?.roles);
  });
});

// Last, because it moves the clock past the access tokens' lifetime.
describe('finding 6, an hour later', () => {
  it('counts the same anonymous session again in the next window', async () => {
    const start = (await listenCount(sampleId)) ?? 0;
    await server.call('listenSample', { body: { sampleId }, sessionId: 'listener-session-0001' });
    expect(await listenCount(sampleId)).toBe(start);
    server.clock.advance(60 * 60 * 1000);
    await server.call('listenSample', { body: { sampleId }, sessionId: 'listener-session-0001' });
    expect(await listenCount(sampleId)).toBe(start + 1);
  });
});
