// Fixtures of the channels tests: a trusted client (their messages are never held), a conversation
// opened through the API, a message sent through it, and a socket that records what it is sent.
import type { LiveConnection } from '../../live/hub';
import type { TestServer, TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

/** Marks the client trusted, as an admin's Client Status on one of their projects does. */
export async function trust(server: TestServer, client: TestUser): Promise<void> {
  await insertProject(server.services.db, { owners: [client.id], admin: { client_status: 'trusted' } });
}

/** Opens (or finds) the conversation of `client` with `voice`; answers its public hash. */
export async function openChannel(
  server: TestServer,
  client: TestUser,
  voice: TestUser,
  extra: { project_id?: number; body?: string } = {},
): Promise<string> {
  const res = await server.call('createChannel', {
    token: client.token,
    body: { provider_id: voice.providerId, ...extra },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`createChannel answered ${res.status}`);
  return String(res.json['public_hash']);
}

export const send = (server: TestServer, user: TestUser, hash: string, body: string) =>
  server.call('createChannelEvent', { token: user.token, params: { hash }, body: { body } });

export const events = (
  server: TestServer,
  user: TestUser,
  hash: string,
  query: Record<string, number> = {},
  loggedAs?: number,
) =>
  server.call('listChannelEvents', {
    token: user.token,
    params: { hash },
    query,
    ...(loggedAs !== undefined ? { loggedAs } : {}),
  });

export const channel = (server: TestServer, user: TestUser, hash: string) =>
  server.call('getChannel', { token: user.token, params: { hash } });

/** The user's Messages badge as their stats answer it. */
export async function badge(server: TestServer, user: TestUser): Promise<number> {
  const res = await server.call('getUserStats', { token: user.token, params: { id: user.id } });
  return (res.json['pending_events'] as number | undefined) ?? -1;
}

/** A socket registered in the hub as if `userId` had opened one, recording what it is sent. */
export function fakeSocket(server: TestServer, userId: number): { sent: unknown[]; forget: () => void } {
  const sent: unknown[] = [];
  const connection: LiveConnection = {
    socket: { readyState: 1, send: (data) => sent.push(JSON.parse(data)), close: () => undefined },
    userId,
    family: `fake-session-${String(userId)}`,
    expiresAt: Math.floor(server.clock.now.getTime() / 1000) + 600,
  };
  return { sent, forget: server.services.live.add(connection) };
}
