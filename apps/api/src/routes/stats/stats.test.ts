// stats: the admin's recalculation of one user's or one provider's stats, which pushes the fresh
// counters to that user's open live-update sockets (the socket itself is tested in live/).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { LiveConnection } from '../../live/hub';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let admin: TestUser;
let voice: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'] });
  voice = await server.user({ provider: true });
});
afterAll(() => server.dispose());

/** A socket registered in the hub as if `userId` had opened one, recording what it is sent. */
function fakeSocket(userId: number): { sent: unknown[]; forget: () => void } {
  const sent: unknown[] = [];
  const connection: LiveConnection = {
    socket: {
      readyState: 1,
      send: (data) => sent.push(JSON.parse(data)),
      close: () => undefined,
    },
    userId,
    family: `fake-session-${String(userId)}`,
    expiresAt: Math.floor(server.clock.now.getTime() / 1000) + 600,
  };
  return { sent, forget: server.services.live.add(connection) };
}

const recalculate = (body: unknown, token = admin.token) => server.call('recalculateStats', { token, body });

describe('recalculateStats', () => {
  it("answers ok and pushes the user's User counters to their open sockets", async () => {
    const socket = fakeSocket(voice.id);
    const other = fakeSocket(admin.id);
    const res = await recalculate({ entity: 'User', entity_id: voice.id });
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    expect(socket.sent).toEqual([
      {
        event: 'stats-updated',
        entity: 'User',
        entity_id: voice.id,
        dummy: false,
        payload: { stats: { pending_events: 0, active_projects: 0 } },
      },
    ]);
    expect(other.sent).toEqual([]);
    socket.forget();
    other.forget();
  });

  it("pushes a provider's Provider counters to the sockets of the voice actor behind it", async () => {
    const socket = fakeSocket(voice.id);
    const res = await recalculate({ entity: 'Provider', entity_id: voice.providerId });
    expect(res.status).toBe(200);
    expect(socket.sent).toEqual([
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
    socket.forget();
  });

  it('answers ok when the user has no socket open', async () => {
    const res = await recalculate({ entity: 'User', entity_id: admin.id });
    expect(res.status).toBe(200);
  });

  it('answers 422 when no user or provider has the id, or the user was deleted', async () => {
    const noUser = await recalculate({ entity: 'User', entity_id: 999999 });
    expect([noUser.status, noUser.json['code'], noUser.json['message']]).toEqual([
      422,
      'user_not_found',
      'No user has this id.',
    ]);
    const noProvider = await recalculate({ entity: 'Provider', entity_id: 999999 });
    expect([noProvider.status, noProvider.json['code'], noProvider.json['message']]).toEqual([
      422,
      'provider_not_found',
      'No voice actor has this id.',
    ]);
    const gone = await server.user({ provider: true });
    await server.services.db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, gone.id));
    expect((await recalculate({ entity: 'User', entity_id: gone.id })).status).toBe(422);
    expect((await recalculate({ entity: 'Provider', entity_id: gone.providerId })).status).toBe(422);
  });

  it('refuses an entity the document does not list, or a missing id, with 400', async () => {
    const team = await recalculate({ entity: 'Team', entity_id: voice.id });
    expect([team.status, team.json['code']]).toEqual([400, 'validation_failed']);
    expect(String(team.json['message'])).toContain('entity');
    const missing = await recalculate({ entity: 'User' });
    expect([missing.status, missing.json['message']]).toEqual([400, 'entity_id is required']);
  });

  it('is for admins only: 403 for anyone else, 401 when anonymous', async () => {
    const self = await recalculate({ entity: 'User', entity_id: voice.id }, voice.token);
    expect([self.status, self.json['message']]).toEqual([403, 'This needs the admin role.']);
    const anonymous = await server.call('recalculateStats', {
      body: { entity: 'User', entity_id: voice.id },
    });
    expect([anonymous.status, anonymous.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });
});
