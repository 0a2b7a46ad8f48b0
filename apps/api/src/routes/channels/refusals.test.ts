// Every operation on one conversation refuses whoever is not in it: a stranger (403, in the words of
// the API), an unknown conversation (404), no token (401); an admin reads but changes nothing of a
// participant's own view (403). And a refusal changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { channel, events, openChannel, trust } from './channels.fixtures';

let server: TestServer;
let client: TestUser;
let voice: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ name: 'Rita Refused' });
  voice = await server.user({ roles: ['provider'], provider: true, name: 'Vera Voice' });
  stranger = await server.user({ name: 'Sam Stranger' });
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
  await trust(server, client);
});
afterAll(() => server.dispose());

describe('every operation on one conversation', () => {
  const operations = [
    'getChannel',
    'listChannelEvents',
    'archiveChannel',
    'restoreChannel',
    'starChannel',
    'removeChannelStar',
    'markChannelUnread',
    'deleteChannel',
  ] as const;

  it('is refused to a caller who is not in it (403), for an unknown one (404), and without a token (401)', async () => {
    const hash = await openChannel(server, client, voice, { body: 'Only for Vera' });
    expect((await channel(server, voice, hash)).json['status']).toBe('active');
    for (const op of operations) {
      const outsider = await server.call(op, { token: stranger.token, params: { hash } });
      expect([op, outsider.status, outsider.json['message']]).toEqual([
        op,
        403,
        'You are not in this conversation.',
      ]);
      const unknown = await server.call(op, { token: client.token, params: { hash: 'NoSuchHash99' } });
      expect([op, unknown.status]).toEqual([op, 404]);
      const anonymous = await server.call(op, { params: { hash } });
      expect([op, anonymous.status]).toEqual([op, 401]);
    }
    // An admin reads (getChannel, listChannelEvents) but changes nothing of a participant's view.
    for (const op of operations.slice(2)) {
      expect([op, (await server.call(op, { token: admin.token, params: { hash } })).status]).toEqual([
        op,
        403,
      ]);
    }
    // The refusals changed nothing: the conversation is as the participants left it.
    const seen = await channel(server, voice, hash);
    expect(seen.json).toMatchObject({ status: 'active', starred: [] });
    expect(((await events(server, client, hash)).body as { body: string }[]).map((e) => e.body)).toEqual([
      'Only for Vera',
    ]);
  });
});
