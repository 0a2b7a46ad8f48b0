// Moderation end to end: a new client's message with contact details is held (its author sees it
// waiting, the voice actor neither sees it nor counts it), admins list and count the held ones and
// approve (delivered with the next sequence, the badge and socket told) or reject (never delivered)
// with a real category; trusted clients and voice actors are not held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';
import { badge, events, fakeSocket, openChannel, send, trust } from './channels.fixtures';

let server: TestServer;
let newClient: TestUser;
let voice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  newClient = await server.user({ name: 'Nina New' });
  voice = await server.user({ roles: ['provider'], provider: true, name: 'Vera Voice' });
  admin = await server.user({ roles: ['admin'] });
});
afterAll(() => server.dispose());

const count = (user: TestUser, token = user.token) =>
  server.call('countUserPendingMessages', { token, params: { id: user.id } });
const review = (user: TestUser, approve: boolean, token = admin.token) =>
  server.call('reviewUserPendingMessages', {
    token,
    params: { id: user.id },
    body: { approve, real_category: approve ? 'legitimate' : 'off_platform_contact' },
  });
const bodies = (res: { body: unknown }) => (res.body as { body: string }[]).map((e) => e.body);

describe('a new client’s message with contact details', () => {
  it('waits for an admin, who approves it: delivered after what the voice actor read', async () => {
    const hash = await openChannel(server, newClient, voice, { body: 'Hello, I need a narrator' });
    await send(server, voice, hash, 'Happy to help!');
    const held = await send(server, newClient, hash, 'Mail me at nina@example.com');
    expect(held.status).toBe(201);
    expect(held.json).toMatchObject({ pending_moderation: true, sequence: 3 });
    // The author sees it waiting; the voice actor does not see it and has nothing new to read.
    expect(bodies(await events(server, newClient, hash))[0]).toBe('Mail me at nina@example.com');
    expect(bodies(await events(server, voice, hash))).toEqual(['Happy to help!', 'Hello, I need a narrator']);
    expect(await badge(server, voice)).toBe(0);
    expect((await count(newClient)).json).toEqual({ count: 1 });
    expect((await count(newClient, admin.token)).json).toEqual({ count: 1 });
    expect((await count(newClient, voice.token)).status).toBe(403);

    const queue = await server.call('listPendingMessages', { token: admin.token });
    expect(queue.status).toBe(200);
    const [queued, ...more] = queue.body as {
      channel_hash: string;
      user_id: number;
      body: string;
      pending_moderation: boolean;
      author?: { name: string };
    }[];
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      channel_hash: hash,
      user_id: newClient.id,
      body: 'Mail me at nina@example.com',
      pending_moderation: true,
    });
    expect(queued?.author?.name).toBe('Nina New');
    expect((await server.call('listPendingMessages', { token: voice.token })).status).toBe(403);
    expect((await review(newClient, true, voice.token)).status).toBe(403);

    await send(server, voice, hash, 'Anything else?');
    const socket = fakeSocket(server, voice.id);
    const approved = await review(newClient, true);
    expect([approved.status, approved.json]).toEqual([200, { count: 0 }]);
    // It takes the sequence after the voice actor's last message: their catch-up finds it.
    const caughtUp = await events(server, voice, hash, { after_sequence: 4 });
    expect(
      (caughtUp.body as { sequence: number; body: string; pending_moderation: boolean }[]).map((e) => [
        e.sequence,
        e.body,
        e.pending_moderation,
      ]),
    ).toEqual([[5, 'Mail me at nina@example.com', false]]);
    expect(socket.sent[0]).toEqual({
      event: 'channel-event-created',
      channel_hash: hash,
      event_id: held.json['id'],
      sequence: 5,
      dummy: false,
    });
    expect(socket.sent[1]).toMatchObject({
      event: 'stats-updated',
      payload: { stats: { pending_events: 1 } },
    });
    socket.forget();
    expect((await count(newClient)).json).toEqual({ count: 0 });
  });

  it('never reaches the voice actor when rejected', async () => {
    const other = await server.user({ roles: ['provider'], provider: true });
    const hash = await openChannel(server, newClient, other);
    await send(server, newClient, hash, 'whatsapp me: +44 7700 900123');
    await send(server, newClient, hash, 'or skype: nina.new');
    expect((await count(newClient)).json).toEqual({ count: 2 });
    const rejected = await review(newClient, false);
    expect(rejected.json).toEqual({ count: 0 });
    expect(bodies(await events(server, other, hash))).toEqual([]);
    expect(bodies(await events(server, newClient, hash))).toEqual([]);
    expect(await badge(server, other)).toBe(0);
    // Deciding again finds nothing held.
    expect((await review(newClient, true)).json).toEqual({ count: 0 });
    expect(bodies(await events(server, other, hash))).toEqual([]);
  });
});

describe('who is not held', () => {
  it('a trusted client, a client with an accepted booking, and a voice actor', async () => {
    const trusted = await server.user();
    await trust(server, trusted);
    const hash = await openChannel(server, trusted, voice);
    expect((await send(server, trusted, hash, 'My mail: t@example.com')).json['pending_moderation']).toBe(
      false,
    );
    expect((await send(server, voice, hash, 'Mine: vera@example.com')).json['pending_moderation']).toBe(
      false,
    );
    const booked = await server.user();
    await insertProject(server.services.db, {
      owners: [booked.id],
      type: 'booking',
      status: 'booking-accepted',
      providerId: voice.providerId,
    });
    const bookedHash = await openChannel(server, booked, voice);
    expect((await send(server, booked, bookedHash, 'www.mystudio.com')).json['pending_moderation']).toBe(
      false,
    );
  });

  it('but an untrusted client is, whatever they booked', async () => {
    const flagged = await server.user();
    await insertProject(server.services.db, { owners: [flagged.id], admin: { client_status: 'untrusted' } });
    await trust(server, flagged);
    const hash = await openChannel(server, flagged, voice);
    expect((await send(server, flagged, hash, 'ping me at f@example.com')).json['pending_moderation']).toBe(
      true,
    );
    // Without contact details nothing is held.
    expect((await send(server, flagged, hash, 'Can you do it by Friday?')).json['pending_moderation']).toBe(
      false,
    );
  });
});
