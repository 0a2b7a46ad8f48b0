// The live-update websocket (openapi x-websocket), with a real websocket client over TCP: who may
// open it (the token as HTTP checks it, the allowed origins, a rate limit), what it pushes (each
// user's own stats-updated messages, as the document's SocketMessage; an admin's logged_as), and how it ends (4401 for a
// rejected or ended session, 1001 when the server stops).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonationAudit, refreshTokens } from '../db/schema';
import { compileResponseValidator } from '../contract/validation';
import { startTestServer, type TestServer, type TestUser } from '../testing/harness';
import { listen, openSocket, tokenQuery, type TestSocket } from '../testing/socket';

const isSocketMessage = compileResponseValidator('#/components/schemas/SocketMessage');

let server: TestServer;
let base: string;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  base = await listen(server);
  admin = await server.user({ roles: ['admin'] });
});
afterAll(() => server.dispose());

/** Opens a socket for `user` and takes the counters it receives on connecting. */
async function connected(user: TestUser): Promise<{ socket: TestSocket; first: unknown[] }> {
  const socket = openSocket(base, tokenQuery(user.token));
  await socket.opened;
  const first = [await socket.next()];
  if (user.providerId !== null) first.push(await socket.next());
  return { socket, first };
}

const recalculate = (entity: 'User' | 'Provider', id: number) =>
  server.call('recalculateStats', { token: admin.token, body: { entity, entity_id: id } });

/** A promise that must settle soon: a socket left open would otherwise hang the test. */
function within<T>(promise: Promise<T>, ms = 5000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`not settled within ${String(ms)} ms`));
    }, ms);
  });
  return Promise.race([promise, late]).finally(() => {
    clearTimeout(timer);
  });
}

/** Waits until the hub holds `n` sockets (a close reaches the server a moment after the client). */
async function hubSize(n: number): Promise<void> {
  for (let i = 0; i < 100 && server.services.live.size !== n; i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(server.services.live.size).toBe(n);
}

describe('accepting a token', () => {
  it("sends a client their User counters as soon as it accepts the token, as the document's SocketMessage", async () => {
    const client = await server.user({ roles: ['client'] });
    const { socket, first } = await connected(client);
    expect(first).toEqual([
      {
        event: 'stats-updated',
        entity: 'User',
        entity_id: client.id,
        dummy: false,
        payload: { stats: { pending_events: 0, active_projects: 0 } },
      },
    ]);
    expect(isSocketMessage(first[0]), JSON.stringify(isSocketMessage.errors)).toBe(true);
    socket.close();
    await socket.closed;
  });

  it('sends a voice actor their User counters and their Provider counters', async () => {
    const voice = await server.user({ provider: true });
    const { socket, first } = await connected(voice);
    expect(first).toEqual([
      expect.objectContaining({ entity: 'User', entity_id: voice.id, dummy: false }),
      {
        event: 'stats-updated',
        entity: 'Provider',
        entity_id: voice.providerId,
        dummy: false,
        payload: {
          stats: { unread_bookings_invitations: 0, unread_projects_invitations: 0, bookings_accepted: 0 },
        },
      },
    ]);
    for (const message of first) expect(isSocketMessage(message)).toBe(true);
    socket.close();
    await socket.closed;
  });

  it("accepts the app's origin (the Vite dev server's, through its proxy)", async () => {
    const client = await server.user();
    const socket = openSocket(base, tokenQuery(client.token), { origin: 'http://localhost:5173' });
    await socket.opened;
    expect(await socket.next()).toMatchObject({ entity: 'User', entity_id: client.id });
    socket.close();
    await socket.closed;
  });
});

describe('pushing stats-updated', () => {
  it("pushes a user's counters when they are recalculated, to that user's sockets only", async () => {
    const ana = await server.user();
    const ben = await server.user();
    const anaTab1 = await connected(ana);
    const anaTab2 = await connected(ana);
    const benTab = await connected(ben);

    expect((await recalculate('User', ana.id)).status).toBe(200);
    for (const tab of [anaTab1, anaTab2]) {
      expect(await tab.socket.next()).toEqual({
        event: 'stats-updated',
        entity: 'User',
        entity_id: ana.id,
        dummy: false,
        payload: { stats: { pending_events: 0, active_projects: 0 } },
      });
    }
    // Frames on one connection arrive in order: had Ana's push reached Ben, it would come before his own.
    expect((await recalculate('User', ben.id)).status).toBe(200);
    expect(await benTab.socket.next()).toMatchObject({ entity: 'User', entity_id: ben.id });
    expect(benTab.socket.pending()).toEqual([]);
    expect(anaTab1.socket.pending()).toEqual([]);
    expect(anaTab2.socket.pending()).toEqual([]);
    for (const tab of [anaTab1, anaTab2, benTab]) tab.socket.close();
    await Promise.all([anaTab1, anaTab2, benTab].map((tab) => tab.socket.closed));
  });

  it("pushes only the Provider message when a voice actor's provider stats are recalculated", async () => {
    const voice = await server.user({ provider: true });
    const { socket } = await connected(voice);
    expect((await recalculate('Provider', voice.providerId ?? 0)).status).toBe(200);
    expect(await socket.next()).toMatchObject({
      event: 'stats-updated',
      entity: 'Provider',
      entity_id: voice.providerId,
      dummy: false,
    });
    expect((await recalculate('User', voice.id)).status).toBe(200);
    expect(await socket.next()).toMatchObject({ entity: 'User', entity_id: voice.id });
    expect(socket.pending()).toEqual([]);
    socket.close();
    await socket.closed;
  });

  it('closes a socket with 4401 instead of pushing once its session has ended (logout)', async () => {
    const client = await server.user();
    const { socket } = await connected(client);
    await server.services.db
      .update(refreshTokens)
      .set({ revokedAt: server.clock.now })
      .where(eq(refreshTokens.userId, client.id));
    await recalculate('User', client.id);
    expect(await within(socket.closed)).toEqual({ code: 4401, reason: 'This session has ended.' });
    expect(socket.pending()).toEqual([]);
  });

  it('forgets the sockets clients close', async () => {
    await hubSize(0);
    const client = await server.user();
    const { socket } = await connected(client);
    expect(server.services.live.size).toBe(1);
    socket.close();
    await socket.closed;
    await hubSize(0);
  });
});

describe('an admin acting as someone (logged_as)', () => {
  it("carries the user's own counters, and writes the socket to the impersonation audit with both identities", async () => {
    const voice = await server.user({ provider: true });
    const socket = openSocket(base, `${tokenQuery(admin.token)}&logged_as=${String(voice.id)}`);
    await socket.opened;
    const first = [await socket.next(), await socket.next()];
    expect(first).toEqual([
      expect.objectContaining({ entity: 'User', entity_id: voice.id }),
      expect.objectContaining({ entity: 'Provider', entity_id: voice.providerId }),
    ]);
    // A recalculation of that user's counters reaches the admin's socket; the admin's own do not.
    await recalculate('User', admin.id);
    await recalculate('User', voice.id);
    expect(await socket.next()).toEqual(expect.objectContaining({ entity: 'User', entity_id: voice.id }));
    expect(socket.pending()).toEqual([]);
    const audit = await server.services.db
      .select()
      .from(impersonationAudit)
      .where(
        and(eq(impersonationAudit.actingAsId, voice.id), eq(impersonationAudit.operationId, 'x-websocket')),
      );
    expect(audit).toEqual([
      expect.objectContaining({ adminId: admin.id, method: 'GET', path: '/api/socket', status: 101 }),
    ]);
    socket.close();
    await socket.closed;
  });

  it("is ignored for anyone but an admin: a client's socket stays their own", async () => {
    const client = await server.user({ roles: ['client'] });
    const other = await server.user({ roles: ['client'] });
    const socket = openSocket(base, `${tokenQuery(client.token)}&logged_as=${String(other.id)}`);
    await socket.opened;
    expect(await socket.next()).toEqual(expect.objectContaining({ entity: 'User', entity_id: client.id }));
    socket.close();
    await socket.closed;
  });

  it('closes with 4400 when logged_as is not a user id, and 4404 when that user does not exist', async () => {
    const bad = openSocket(base, `${tokenQuery(admin.token)}&logged_as=+12`);
    await bad.opened;
    expect(await within(bad.closed)).toEqual({ code: 4400, reason: 'logged_as must be a user id.' });
    const missing = openSocket(base, `${tokenQuery(admin.token)}&logged_as=2147483000`);
    await missing.opened;
    expect(await within(missing.closed)).toEqual({
      code: 4404,
      reason: 'The user to act as does not exist.',
    });
    expect([...bad.pending(), ...missing.pending()]).toEqual([]);
  });
});

describe('refusing', () => {
  /** Connects with `query`; the server accepts the handshake, then closes with 4401 and sends nothing. */
  async function refused(query: string): Promise<string> {
    const socket = openSocket(base, query);
    await socket.opened;
    const closed = await within(socket.closed);
    expect(closed.code).toBe(4401);
    expect(socket.pending()).toEqual([]);
    return closed.reason;
  }

  it('closes with 4401 when the token is missing or not token-shaped (the documented length and characters)', async () => {
    expect(await refused('')).toBe('Please log in to continue.');
    expect(await refused('authorization=')).toBe('Please log in to continue.');
    expect(await refused('authorization=short')).toBe('Please log in to continue.');
    expect(await refused(`authorization=${'a'.repeat(4097)}`)).toBe('Please log in to continue.');
    expect(await refused(tokenQuery('an access token with spaces'))).toBe('Please log in to continue.');
    const client = await server.user();
    expect(await refused(`${tokenQuery(client.token)}&${tokenQuery(client.token)}`)).toBe(
      'Please log in to continue.',
    );
  });

  it('closes with 4401 for a forged token', async () => {
    const client = await server.user();
    // The signature's first character (its last one may only carry padding bits, which decode alike).
    const dot = client.token.lastIndexOf('.') + 1;
    const swapped = client.token[dot] === 'A' ? 'B' : 'A';
    const forged = `${client.token.slice(0, dot)}${swapped}${client.token.slice(dot + 1)}`;
    expect(await refused(tokenQuery(forged))).toBe('Invalid token supplied.');
    expect(await refused(tokenQuery('aaaaaaaaaa.bbbbbbbbbb.cccccccccc'))).toBe('Invalid token supplied.');
  });

  it('closes with 4401 for an expired token (the client refreshes and reconnects)', async () => {
    const client = await server.user();
    server.clock.advance(16 * 60 * 1000);
    try {
      expect(await refused(tokenQuery(client.token))).toBe('The access token has expired.');
    } finally {
      server.clock.advance(-16 * 60 * 1000);
    }
  });

  it('closes with 4401 for the token of a session that has ended', async () => {
    const client = await server.user();
    await server.services.db
      .update(refreshTokens)
      .set({ revokedAt: server.clock.now })
      .where(eq(refreshTokens.userId, client.id));
    expect(await refused(tokenQuery(client.token))).toBe('This session has ended. Please log in again.');
  });

  it('refuses the handshake from a browser page of another site (403), as CORS refuses its calls', async () => {
    const client = await server.user();
    const socket = openSocket(base, tokenQuery(client.token), { origin: 'https://evil.example.com' });
    await expect(socket.opened).rejects.toThrow('Unexpected server response: 403');
    await socket.closed;
  });

  it('answers a plain HTTP request with 426 and the Error body', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/socket' });
    expect(res.statusCode).toBe(426);
    expect(res.headers['upgrade']).toBe('websocket');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(res.body)).toEqual({
      code: 'upgrade_required',
      message: 'This address is a websocket: open it with a WebSocket client.',
      name: 'ValidationError',
      no_report: true,
    });
  });
});

describe('a server of its own', () => {
  let own: TestServer;
  let ownBase: string;
  beforeAll(async () => {
    own = await startTestServer({ config: { rateLimits: true } });
    ownBase = await listen(own);
  });

  it('rate-limits opening the socket per address (60 a minute)', async () => {
    for (let i = 0; i < 60; i++) {
      const socket = openSocket(ownBase, '');
      await socket.opened;
      expect((await within(socket.closed)).code).toBe(4401);
    }
    const limited = openSocket(ownBase, '');
    await expect(limited.opened).rejects.toThrow('Unexpected server response: 429');
    await limited.closed;
    own.clock.advance(61 * 1000);
    const again = openSocket(ownBase, '');
    await again.opened;
    await again.closed;
    own.clock.advance(-61 * 1000);
  });

  it('closes every socket with 1001 when the server stops', async () => {
    const user = await own.user({ provider: true });
    const socket = openSocket(ownBase, tokenQuery(user.token));
    await socket.opened;
    await socket.next();
    await own.dispose();
    expect(await within(socket.closed)).toEqual({ code: 1001, reason: 'The server is shutting down.' });
    expect(own.services.live.size).toBe(0);
  });
});
