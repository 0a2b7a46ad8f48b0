// actionsLog: every free-text search (getSearchFilter) is counted in the top searches, which a
// signed-in user reads, from a date when asked, and an admin clears; shares of an existing entity's
// link are recorded, by anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let admin: TestUser;
let client: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin', 'client'] });
  client = await server.user();
});
afterAll(() => server.dispose());

const search = (keywords: string) => server.call('getSearchFilter', { query: { keywords } });
const top = (query: Record<string, string | number> = {}) =>
  server.call('listTopSearches', { token: client.token, query });

describe('top search keywords', () => {
  it('counts every search text, normalised, most searched first, since a date when asked', async () => {
    server.clock.now = new Date('2026-11-01T10:00:00Z');
    await search('Spanish narrator');
    await search('warm female');
    server.clock.now = new Date('2026-11-20T10:00:00Z');
    await search('spanish   NARRATOR!');
    await search('spanish narrator');
    const all = await top();
    expect(all.status).toBe(200);
    expect(all.json).toEqual([
      { keyword: 'spanish narrator', count: 3, last_searched_at: '2026-11-20T10:00:00.000Z' },
      { keyword: 'warm female', count: 1, last_searched_at: '2026-11-01T10:00:00.000Z' },
    ]);
    expect(all.headers['total-rows']).toBe('2');
    const recent = await top({ since: '2026-11-10' });
    expect(recent.json).toEqual([
      { keyword: 'spanish narrator', count: 2, last_searched_at: '2026-11-20T10:00:00.000Z' },
    ]);
  });

  it('needs a signed-in caller to read them', async () => {
    expect((await server.call('listTopSearches', {})).status).toBe(401);
  });

  it('lets only an admin clear them: listed keywords, then all', async () => {
    await search('audiobook');
    const refused = await server.call('clearSearchKeywords', { token: client.token, body: { all: true } });
    expect(refused.status).toBe(403);
    const cleared = await server.call('clearSearchKeywords', {
      token: admin.token,
      body: { keywords: ['Spanish Narrator'] },
    });
    expect(cleared.status).toBe(200);
    expect((await top()).json).toEqual([
      expect.objectContaining({ keyword: 'audiobook', count: 1 }),
      expect.objectContaining({ keyword: 'warm female', count: 1 }),
    ]);
    await server.call('clearSearchKeywords', { token: admin.token, body: { all: true } });
    expect((await top()).json).toEqual([]);
  });

  it('refuses a clear request that names nothing (400)', async () => {
    const bad = await server.call('clearSearchKeywords', { token: admin.token, body: {} });
    expect(bad.status).toBe(400);
  });
});

describe('logShareEvent', () => {
  it('records a share of an existing entity, signed in or not (201)', async () => {
    const voice = await server.user({ provider: true });
    const anonymous = await server.call('logShareEvent', {
      body: { entity: 'provider', entity_id: String(voice.providerId), medium: 'copy_link' },
    });
    expect(anonymous.status).toBe(201);
    const signedIn = await server.call('logShareEvent', {
      token: client.token,
      body: { entity: 'client', entity_id: String(client.id) },
    });
    expect(signedIn.status).toBe(201);
  });

  it('answers 422 for an id that names no such entity, and 400 for another entity', async () => {
    const missing = await server.call('logShareEvent', { body: { entity: 'provider', entity_id: '999999' } });
    expect(missing.status).toBe(422);
    expect(missing.json['message']).toBe('No provider 999999 to share.');
    const other = await server.call('logShareEvent', { body: { entity: 'invoice', entity_id: '1' } });
    expect(other.status).toBe(400);
  });
});
