// Two API servers on one database (on PostgreSQL two connection pools, as two processes would have;
// on PGlite two servers sharing the embedded database): what is published through one reaches the
// sockets of the other through the database's LISTEN/NOTIFY. Messages, the Messages badge, stats
// recalculated by an admin and project updates all take that path. And a socket that missed
// messages while it was away catches up by sequence, with nothing lost and nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { publishProjectChange } from '../modules/projects/projectLive';
import { createServer, type Server } from '../server';
import { startTestServer, type TestServer, type TestUser } from '../testing/harness';
import { insertProject } from '../testing/projects';
import { listen, openSocket, tokenQuery, type TestSocket } from '../testing/socket';
import { trust } from '../routes/channels/channels.fixtures';

let nodeA: TestServer;
let nodeB: Server;
let secondHandle: DatabaseHandle | null = null;
let baseA: string;
let baseB: string;
let client: TestUser;
let voice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  nodeA = await startTestServer();
  const url = nodeA.database.url;
  // On PostgreSQL the second node opens its own pool, as another process would.
  secondHandle = url ? await openDatabase({ databaseUrl: url, dataDir: '' }) : null;
  nodeB = await createServer({
    config: nodeA.services.config,
    database: secondHandle ?? nodeA.database,
    now: () => nodeA.clock.now,
    pollJobs: false,
  });
  baseA = await listen(nodeA);
  baseB = (await nodeB.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  client = await nodeA.user({ name: 'Nora Node' });
  voice = await nodeA.user({ roles: ['provider'], provider: true, name: 'Val Voice' });
  admin = await nodeA.user({ roles: ['admin'] });
  await trust(nodeA, client);
});
afterAll(async () => {
  await nodeB.close();
  await secondHandle?.close();
  await nodeA.dispose();
});

/** A call through node B, as a load balancer would send it there. */
async function callB(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const res = await nodeB.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'x-session-id': 'test-session-node-b',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, json: JSON.parse(res.body || 'null') as Record<string, unknown> };
}

/** Opens a socket for `user` on a node and takes the counters it is sent on connecting. */
async function connect(base: string, user: TestUser): Promise<TestSocket> {
  const socket = openSocket(base, tokenQuery(user.token));
  await socket.opened;
  await socket.next();
  if (user.providerId !== null) await socket.next();
  return socket;
}

let hash = '';

describe('two servers on one database', () => {
  it('delivers a message posted through B to the recipient’s socket on A, with their badge', async () => {
    const created = await callB('POST', '/api/channels', client.token, { provider_id: voice.providerId });
    expect(created.status).toBe(201);
    hash = String(created.json['public_hash']);
    const socket = await connect(baseA, voice);
    const sent = await callB('POST', `/api/channels/${hash}/events`, client.token, { body: 'Hello from B' });
    expect(sent.status).toBe(201);
    expect(await socket.next()).toEqual({
      event: 'channel-event-created',
      channel_hash: hash,
      event_id: sent.json['id'],
      sequence: 1,
      dummy: false,
    });
    expect(await socket.next()).toMatchObject({
      event: 'stats-updated',
      entity: 'User',
      entity_id: voice.id,
      payload: { stats: { pending_events: 1 } },
    });
    socket.close();
    await socket.closed;
  });

  it('and the other way: a reply posted through A reaches the client’s socket on B', async () => {
    const socket = await connect(baseB, client);
    const reply = await nodeA.call('createChannelEvent', {
      token: voice.token,
      params: { hash },
      body: { body: 'Hello from A' },
    });
    expect(reply.status).toBe(201);
    expect(await socket.next()).toMatchObject({
      event: 'channel-event-created',
      channel_hash: hash,
      sequence: 2,
    });
    expect(await socket.next()).toMatchObject({
      event: 'stats-updated',
      payload: { stats: { pending_events: 1 } },
    });
    socket.close();
    await socket.closed;
  });

  it('carries the existing live events too: stats an admin recalculates, project updates', async () => {
    const socket = await connect(baseA, voice);
    const recalculated = await callB('POST', '/api/stats/recalculate', admin.token, {
      entity: 'Provider',
      entity_id: voice.providerId,
    });
    expect(recalculated.status).toBe(200);
    expect(await socket.next()).toMatchObject({
      event: 'stats-updated',
      entity: 'Provider',
      entity_id: voice.providerId,
    });
    const project = await insertProject(nodeA.services.db, { owners: [voice.id] });
    await publishProjectChange(nodeB.services, project.id, 'votes');
    expect(await socket.next()).toEqual({
      event: 'project-updated',
      project_id: project.id,
      public_hash: project.publicHash,
      change: 'votes',
      dummy: false,
    });
    socket.close();
    await socket.closed;
  });

  it('lets a socket that was away catch up by sequence: nothing lost, nothing twice', async () => {
    // The voice actor's screen holds the conversation up to what it last saw.
    const seen = await nodeA.call('listChannelEvents', { token: voice.token, params: { hash } });
    const held = Math.max(...(seen.body as { sequence: number }[]).map((e) => e.sequence));
    const away = await connect(baseA, voice);
    away.close();
    await away.closed;
    for (const text of ['first while away', 'second while away'])
      expect((await callB('POST', `/api/channels/${hash}/events`, client.token, { body: text })).status).toBe(
        201,
      );
    const back = await connect(baseA, voice);
    const missed = await nodeA.call('listChannelEvents', {
      token: voice.token,
      params: { hash },
      query: { after_sequence: held },
    });
    expect((missed.body as { sequence: number; body: string }[]).map((e) => [e.sequence, e.body])).toEqual([
      [held + 1, 'first while away'],
      [held + 2, 'second while away'],
    ]);
    // Reading them cleared the badge, on this socket too.
    expect(await back.next()).toMatchObject({
      event: 'stats-updated',
      payload: { stats: { pending_events: 0 } },
    });
    // A message while connected again arrives live with the next sequence: no gap, no repeat.
    await callB('POST', `/api/channels/${hash}/events`, client.token, { body: 'and now live' });
    expect(await back.next()).toMatchObject({ event: 'channel-event-created', sequence: held + 3 });
    back.close();
    await back.closed;
  });
});
