// Conversations: who starts one and who reads it, messages with attachments and their limits, each
// participant's status, star, unread mark and deletion, the list's filters, the catch-up by
// sequence, reading while an admin acts as someone (nothing marked read), and the badge pushed live.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { multipart } from '../../testing/multipart';
import { insertProject } from '../../testing/projects';
import { badge, channel, events, fakeSocket, openChannel, send, trust } from './channels.fixtures';

const clip = readFileSync(new URL('../../../seed/audio/ivr-bank-en-us.mp3', import.meta.url));

let server: TestServer;
let client: TestUser;
let voice: TestUser;
let otherVoice: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // A small attachment limit, so that "over the limit" needs no big file.
  server = await startTestServer({ config: { maxAudioBytes: 1024 * 1024 } });
  client = await server.user({ name: 'Casey Client' });
  // Voice actors only (test users are clients unless told otherwise).
  voice = await server.user({ roles: ['provider'], provider: true, name: 'Vera Voice' });
  otherVoice = await server.user({ roles: ['provider'], provider: true, name: 'Otto Other' });
  stranger = await server.user({ name: 'Sam Stranger' });
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
  await trust(server, client);
});
afterAll(() => server.dispose());

describe('createChannel', () => {
  it('starts one conversation per client, voice actor and project, with a first message', async () => {
    const first = await server.call('createChannel', {
      token: client.token,
      body: { provider_id: voice.providerId, body: 'Hello Vera, are you free next week?' },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      status: 'active',
      provider_id: voice.providerId,
      project_id: null,
      stats: { pending_events: 0, unread: false, events: 1 },
    });
    expect((first.json['participants'] as { name: string }[]).map((p) => p.name)).toEqual([
      'Casey Client',
      'Vera Voice',
    ]);
    const again = await server.call('createChannel', {
      token: client.token,
      body: { provider_id: voice.providerId, body: 'Also: can you do a British accent?' },
    });
    expect(again.status).toBe(200);
    expect(again.json['public_hash']).toBe(first.json['public_hash']);
    expect(again.json['stats']).toMatchObject({ events: 2 });
    // About a project of theirs, it is another conversation.
    const project = await insertProject(server.services.db, {
      owners: [client.id],
      name: 'Brightside course',
    });
    const about = await server.call('createChannel', {
      token: client.token,
      body: { provider_id: voice.providerId, project_id: project.id },
    });
    expect(about.status).toBe(201);
    expect(about.json['public_hash']).not.toBe(first.json['public_hash']);
    expect(about.json['project']).toMatchObject({ id: project.id, name: 'Brightside course' });
  });

  it('is refused to a voice actor, for another client’s project, an unknown voice actor or oneself', async () => {
    const byVoice = await server.call('createChannel', {
      token: voice.token,
      body: { provider_id: otherVoice.providerId },
    });
    expect([byVoice.status, byVoice.json['message']]).toEqual([403, 'This needs the client role.']);
    const theirs = await insertProject(server.services.db, { owners: [stranger.id] });
    const notMine = await server.call('createChannel', {
      token: client.token,
      body: { provider_id: voice.providerId, project_id: theirs.id },
    });
    expect([notMine.status, notMine.json['message']]).toEqual([
      403,
      'You can only start a conversation about your own project.',
    ]);
    const unknown = await server.call('createChannel', {
      token: client.token,
      body: { provider_id: 999999 },
    });
    expect([unknown.status, unknown.json['message']]).toEqual([404, 'This voice actor does not exist.']);
    const both = await server.user({ roles: ['client'], provider: true });
    const self = await server.call('createChannel', {
      token: both.token,
      body: { provider_id: both.providerId },
    });
    expect([self.status, self.json['message']]).toEqual([
      403,
      'You cannot start a conversation with yourself.',
    ]);
    const anonymous = await server.call('createChannel', { body: { provider_id: voice.providerId } });
    expect(anonymous.status).toBe(401);
  });
});

describe('reading a conversation', () => {
  it('is for its participants and admins only', async () => {
    const hash = await openChannel(server, client, otherVoice, { body: 'Hi Otto' });
    expect((await channel(server, otherVoice, hash)).status).toBe(200);
    const outsider = await channel(server, stranger, hash);
    expect([outsider.status, outsider.json['message']]).toEqual([403, 'You are not in this conversation.']);
    const theirEvents = await events(server, stranger, hash);
    expect(theirEvents.status).toBe(403);
    const byAdmin = await events(server, admin, hash);
    expect(byAdmin.status).toBe(200);
    expect((byAdmin.body as { body: string }[]).map((e) => e.body)).toEqual(['Hi Otto']);
    expect((await channel(server, stranger, 'nosuchhash')).status).toBe(404);
    const write = await send(server, stranger, hash, 'let me in');
    expect([write.status, write.json['message']]).toEqual([403, 'You are not in this conversation.']);
    // An admin reads but does not write in other people's conversations.
    expect((await send(server, admin, hash, 'hello from admin')).status).toBe(403);
  });

  it('marks read for the participant, never while an admin reads or acts as them', async () => {
    const hash = await openChannel(server, client, otherVoice);
    await send(server, client, hash, 'A second message');
    const before = await badge(server, otherVoice);
    expect(before).toBeGreaterThanOrEqual(1);
    // The admin acting as the voice actor sees the messages, and the voice actor's counters stay.
    const impersonated = await events(server, admin, hash, {}, otherVoice.id);
    expect(impersonated.status).toBe(200);
    expect((impersonated.body as unknown[]).length).toBeGreaterThan(0);
    expect(await badge(server, otherVoice)).toBe(before);
    expect((await events(server, admin, hash)).status).toBe(200);
    expect(await badge(server, otherVoice)).toBe(before);
    const seen = await channel(server, otherVoice, hash);
    expect(seen.json['stats']).toMatchObject({ unread: true });
    // The voice actor reads it: nothing left to read.
    await events(server, otherVoice, hash);
    expect(await badge(server, otherVoice)).toBe(0);
    expect((await channel(server, otherVoice, hash)).json['stats']).toMatchObject({
      pending_events: 0,
      unread: false,
    });
  });

  it('pages newest first and catches up after a sequence, oldest first, without loss or duplicate', async () => {
    const client2 = await server.user({ name: 'Paige Pager' });
    await trust(server, client2);
    const hash = await openChannel(server, client2, voice);
    for (let i = 1; i <= 5; i++) await send(server, i % 2 === 0 ? voice : client2, hash, `message ${i}`);
    const page = await events(server, voice, hash, { size: 2 });
    expect(page.headers['total-rows']).toBe('5');
    const newest = page.body as { body: string; sequence: number }[];
    expect(newest.map((e) => [e.sequence, e.body])).toEqual([
      [5, 'message 5'],
      [4, 'message 4'],
    ]);
    // Offline meanwhile: two more arrive; the catch-up after the last one held brings exactly them.
    await send(server, client2, hash, 'message 6');
    await send(server, client2, hash, 'message 7');
    const missed = await events(server, voice, hash, { after_sequence: 5 });
    expect((missed.body as { sequence: number; body: string }[]).map((e) => [e.sequence, e.body])).toEqual([
      [6, 'message 6'],
      [7, 'message 7'],
    ]);
    expect((await events(server, voice, hash, { after_sequence: 7 })).body).toEqual([]);
  });
});

describe('createChannelEvent', () => {
  it('takes an audio attachment as multipart, served back for the player', async () => {
    const hash = await openChannel(server, client, voice);
    const small = clip.subarray(0, 32 * 1024);
    const form = multipart({ body: 'Here is a take' }, [
      { field: 'attachments', filename: 'take 2.mp3', contentType: 'audio/mpeg', content: small },
    ]);
    const res = await server.call('createChannelEvent', {
      token: voice.token,
      params: { hash },
      payload: form,
    });
    expect(res.status).toBe(201);
    const [attachment] = res.json['attachments'] as {
      name: string;
      url: string;
      size: number;
      content_type: string;
    }[];
    expect(attachment).toMatchObject({ name: 'take 2.mp3', size: small.length, content_type: 'audio/mpeg' });
    const file = await server.app.inject({ method: 'GET', url: new URL(attachment?.url ?? '').pathname });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.length).toBe(small.length);
  });

  it('refuses an attachment over the limit, a file of no accepted kind and an empty message', async () => {
    const hash = await openChannel(server, client, voice);
    const big = await server.call('createChannelEvent', {
      token: voice.token,
      params: { hash },
      payload: multipart({ body: 'too big' }, [
        {
          field: 'attachments',
          filename: 'long.mp3',
          contentType: 'audio/mpeg',
          content: Buffer.concat(Array.from({ length: 30 }, () => clip)),
        },
      ]),
    });
    expect([big.status, big.json['message']]).toEqual([413, 'The file is too large: the limit is 1 MB.']);
    const exe = await server.call('createChannelEvent', {
      token: voice.token,
      params: { hash },
      payload: multipart({}, [
        {
          field: 'attachments',
          filename: 'tool.exe',
          contentType: 'application/octet-stream',
          content: Buffer.from('MZ\x90\x00 this is not a document at all, not at all'),
        },
      ]),
    });
    expect(exe.status).toBe(415);
    expect(String(exe.json['message'])).toMatch(/^A valid file is required: expected an image/);
    const blank = await send(server, voice, hash, '   ');
    expect([blank.status, blank.json['message']]).toEqual([
      400,
      'A message needs some text or an attachment.',
    ]);
    // Nothing was posted by the refusals.
    const listed = (await events(server, voice, hash)).body as { body: string }[];
    expect(listed.map((e) => e.body)).not.toContain('too big');
  });

  it('takes a PDF, offered as a download', async () => {
    const hash = await openChannel(server, client, voice);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await server.call('createChannelEvent', {
      token: client.token,
      params: { hash },
      payload: multipart({}, [
        { field: 'attachments', filename: 'script.pdf', contentType: 'application/pdf', content: pdf },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.json['body']).toBe('');
    const [attachment] = res.json['attachments'] as { url: string; content_type: string }[];
    expect(attachment?.content_type).toBe('application/pdf');
    const file = await server.app.inject({ method: 'GET', url: new URL(attachment?.url ?? '').pathname });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="script.pdf"/);
  });
});

describe('a participant’s own view', () => {
  it('archives, restores (409 when not in that state), stars and unstars for the caller only', async () => {
    const hash = await openChannel(server, client, voice);
    const call = (
      op: 'archiveChannel' | 'restoreChannel' | 'starChannel' | 'removeChannelStar',
      user: TestUser,
    ) => server.call(op, { token: user.token, params: { hash } });
    expect((await call('archiveChannel', client)).json['status']).toBe('archived');
    const twice = await call('archiveChannel', client);
    expect([twice.status, twice.json['message']]).toEqual([409, 'This conversation is already archived.']);
    expect((await channel(server, voice, hash)).json['status']).toBe('active');
    expect((await call('restoreChannel', client)).json['status']).toBe('active');
    const notArchived = await call('restoreChannel', client);
    expect([notArchived.status, notArchived.json['message']]).toEqual([
      409,
      'This conversation is not archived.',
    ]);
    expect((await call('starChannel', voice)).json['starred']).toEqual([voice.id]);
    expect((await call('starChannel', voice)).json['starred']).toEqual([voice.id]);
    expect((await call('removeChannelStar', voice)).json['starred']).toEqual([]);
    expect((await call('archiveChannel', stranger)).status).toBe(403);
    expect((await call('starChannel', admin)).status).toBe(403);
  });

  it('marks unread (the badge counts it, pushed live) and deletes for the caller only', async () => {
    const hash = await openChannel(server, client, voice);
    await events(server, voice, hash);
    const before = await badge(server, voice);
    const socket = fakeSocket(server, voice.id);
    const unread = await server.call('markChannelUnread', { token: voice.token, params: { hash } });
    expect(unread.json['stats']).toMatchObject({ unread: true });
    const pushed = socket.sent.at(-1) as { payload: { stats: { pending_events: number } } };
    expect(pushed.payload.stats.pending_events).toBe(before + 1);
    socket.forget();
    expect(await badge(server, voice)).toBe(before + 1);
    const deleted = await server.call('deleteChannel', { token: voice.token, params: { hash } });
    expect(deleted.status).toBe(204);
    expect(await badge(server, voice)).toBe(before);
    const mine = await server.call('listUserChannels', { token: voice.token, params: { id: voice.id } });
    expect((mine.body as { public_hash: string }[]).map((c) => c.public_hash)).not.toContain(hash);
    const theirs = await server.call('listUserChannels', { token: client.token, params: { id: client.id } });
    expect((theirs.body as { public_hash: string }[]).map((c) => c.public_hash)).toContain(hash);
    // A new message brings it back.
    await send(server, client, hash, 'Still there?');
    const back = await server.call('listUserChannels', { token: voice.token, params: { id: voice.id } });
    expect((back.body as { public_hash: string }[]).map((c) => c.public_hash)).toContain(hash);
    expect((await server.call('deleteChannel', { token: stranger.token, params: { hash } })).status).toBe(
      403,
    );
  });
});

describe('listUserChannels', () => {
  it('lists unread first, filters by status and finds by keyword; for the user or an admin only', async () => {
    const lister = await server.user({ name: 'Lena Lister' });
    await trust(server, lister);
    const a = await server.user({ provider: true, name: 'Ana Alto' });
    const b = await server.user({ provider: true, name: 'Ben Bass' });
    const withA = await openChannel(server, lister, a, { body: 'About the tenor part' });
    const withB = await openChannel(server, lister, b, { body: 'About the bank commercial' });
    await send(server, a, withA, 'Happy to help with the tenor part');
    const list = (query: Record<string, string | number> = {}) =>
      server.call('listUserChannels', { token: lister.token, params: { id: lister.id }, query });
    const all = await list();
    expect(all.headers['total-rows']).toBe('2');
    expect((all.body as { public_hash: string }[]).map((c) => c.public_hash)).toEqual([withA, withB]);
    const preview = (all.body as { last_events_log: { body_preview: string | null }[] }[])[0]
      ?.last_events_log[0];
    expect(preview?.body_preview).toBe('Happy to help with the tenor part');
    expect(
      ((await list({ keywords: 'bank' })).body as { public_hash: string }[]).map((c) => c.public_hash),
    ).toEqual([withB]);
    expect(
      ((await list({ keywords: 'ana' })).body as { public_hash: string }[]).map((c) => c.public_hash),
    ).toEqual([withA]);
    expect(
      ((await list({ status: 'unread' })).body as { public_hash: string }[]).map((c) => c.public_hash),
    ).toEqual([withA]);
    await server.call('starChannel', { token: lister.token, params: { hash: withB } });
    await server.call('archiveChannel', { token: lister.token, params: { hash: withA } });
    expect(
      ((await list({ status: 'starred' })).body as { public_hash: string }[]).map((c) => c.public_hash),
    ).toEqual([withB]);
    expect(
      ((await list({ status: 'archived' })).body as { public_hash: string }[]).map((c) => c.public_hash),
    ).toEqual([withA]);
    expect(
      ((await list({ user_id: b.id })).body as { public_hash: string }[]).map((c) => c.public_hash),
    ).toEqual([withB]);
    expect(
      (await server.call('listUserChannels', { token: stranger.token, params: { id: lister.id } })).status,
    ).toBe(403);
    const byAdmin = await server.call('listUserChannels', { token: admin.token, params: { id: lister.id } });
    expect(byAdmin.status).toBe(200);
  });
});

describe('live', () => {
  it('tells the recipient’s sockets of the message and their badge, the author’s of the message', async () => {
    const hash = await openChannel(server, client, otherVoice);
    await events(server, otherVoice, hash);
    const theirs = fakeSocket(server, otherVoice.id);
    const mine = fakeSocket(server, client.id);
    const sent = await send(server, client, hash, 'Are you there?');
    const count = await badge(server, otherVoice);
    expect(theirs.sent).toEqual([
      {
        event: 'channel-event-created',
        channel_hash: hash,
        event_id: sent.json['id'],
        sequence: sent.json['sequence'],
        dummy: false,
      },
      {
        event: 'stats-updated',
        entity: 'User',
        entity_id: otherVoice.id,
        dummy: false,
        payload: { stats: { pending_events: count, active_projects: 0 } },
      },
    ]);
    expect(mine.sent).toEqual([
      {
        event: 'channel-event-created',
        channel_hash: hash,
        event_id: sent.json['id'],
        sequence: sent.json['sequence'],
        dummy: false,
      },
    ]);
    theirs.forget();
    mine.forget();
  });
});
