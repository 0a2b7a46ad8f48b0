// Unread counts under concurrency: both sides send at once (on PostgreSQL, requests on separate
// connections really overlap), and reads interleave with sends; every count matches the events.
// And the unread-messages digest: after a quiet period, once, honouring the mail settings.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { QUIET_MS } from '../../modules/channels/channelDigest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';
import { badge, channel, events, openChannel, send, trust } from './channels.fixtures';

let server: TestServer;
let client: TestUser;
let voice: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ name: 'Cora Client' });
  voice = await server.user({ roles: ['provider'], provider: true, name: 'Vic Voice' });
  await trust(server, client);
});
afterAll(() => server.dispose());

const PER_SIDE = 20;

describe('pending_events under concurrent sends', () => {
  it('counts exactly what each side has not read when both send at once', async () => {
    const hash = await openChannel(server, client, voice);
    const results = await Promise.all(
      Array.from({ length: PER_SIDE }, (_, i) => [
        send(server, client, hash, `client ${i}`),
        send(server, voice, hash, `voice ${i}`),
      ]).flat(),
    );
    expect(results.map((r) => r.status)).toEqual(results.map(() => 201));
    const sequences = results.map((r) => Number(r.json['sequence'])).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 2 * PER_SIDE }, (_, i) => i + 1));
    expect(await badge(server, client)).toBe(PER_SIDE);
    expect(await badge(server, voice)).toBe(PER_SIDE);
    expect((await channel(server, client, hash)).json['stats']).toEqual({
      pending_events: PER_SIDE,
      unread: true,
      events: 2 * PER_SIDE,
    });
  });

  it('stays exact when one side reads while the other keeps sending', async () => {
    const other = await server.user({ roles: ['provider'], provider: true });
    const hash = await openChannel(server, client, other);
    const sends = Array.from({ length: PER_SIDE }, (_, i) => send(server, client, hash, `m${i}`));
    const reads = Array.from({ length: 5 }, () => events(server, other, hash, { size: 5 }));
    await Promise.all([...sends, ...reads]);
    // Whatever the interleaving, the count is the events after the newest one the reader was shown.
    const shown = (await server.call('getChannel', { token: other.token, params: { hash } })).json;
    const readAt = (shown['last_events_log'] as { user_id: number; read_at: string | null }[]).find(
      (e) => e.user_id === other.id,
    );
    expect(readAt?.read_at).not.toBeNull();
    const unread = (await events(server, other, hash, { after_sequence: 0, size: 100 })).body as unknown[];
    expect(unread).toHaveLength(PER_SIDE);
    expect(await badge(server, other)).toBe(0);
    await send(server, client, hash, 'one more');
    expect(await badge(server, other)).toBe(1);
  });
});

describe('the unread-messages digest', () => {
  it('mails the unread messages once after a quiet period, with the link into the conversation', async () => {
    const reader = await server.user({ roles: ['provider'], provider: true, name: 'Rita Reader' });
    const hash = await openChannel(server, client, reader, { body: 'Are you free on Monday?' });
    await server.advanceTime(QUIET_MS / 2);
    await server.services.jobs.runDue();
    expect(await mailsTo(server, reader.email)).toEqual([]);
    // Still talking: the quiet period starts again from the newest message.
    await send(server, client, hash, 'For a 30 second spot.');
    await server.advanceTime(QUIET_MS / 2 + 1000);
    await server.services.jobs.runDue();
    expect(await mailsTo(server, reader.email)).toEqual([]);
    await server.advanceTime(QUIET_MS);
    await server.services.jobs.runDue();
    const mails = await mailsTo(server, reader.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Cora Client, 2 unread messages: "For a 30 second spot."');
    expect(mails[0]).toContain(`http://localhost:8080/messages/${hash}`);
    // Run again: nothing new to announce.
    await send(server, client, hash, 'Thanks!');
    await events(server, reader, hash);
    await server.advanceTime(2 * QUIET_MS);
    await server.services.jobs.runDue();
    expect(await mailsTo(server, reader.email)).toHaveLength(1);
  });

  it('sends nothing to a user who turned message mails off', async () => {
    const quiet = await server.user({ roles: ['provider'], provider: true });
    await server.services.db
      .update(users)
      .set({ prefs: { email_settings: { messages: false } } })
      .where(eq(users.id, quiet.id));
    // A fresh session: the earlier tests moved the clock past the first one's access token.
    const writer = await server.user();
    await trust(server, writer);
    await openChannel(server, writer, quiet, { body: 'Hello?' });
    await server.advanceTime(2 * QUIET_MS);
    await server.services.jobs.runDue();
    expect(await mailsTo(server, quiet.email)).toEqual([]);
  });
});
