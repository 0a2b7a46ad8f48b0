// The staff actions log: every admin power used (and every staff-only write) is recorded with who
// used it, before the answer; a tester using an admin power is refused and nothing is recorded or
// changed; only admins read the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { users } from '../../db/schema';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
});
afterAll(() => server.dispose());

type Action = {
  operation_id: string;
  path: string;
  actor_id: number;
  actor_name: string;
  acting_as_id: number | null;
};
const actions = async (query: Record<string, string | number> = {}) => {
  const res = await server.call('listStaffActions', { token: admin.token, query });
  expect(res.status).toBe(200);
  return res.body as Action[];
};

describe('staff actions log', () => {
  it("records an admin's powers on a user with who used them, newest first, on the user's address", async () => {
    const client = await server.user({ roles: ['client', 'provider'] });
    await server.call('setClientRole', {
      token: admin.token,
      params: { id: client.id },
      body: { enabled: false },
    });
    await server.call('deleteUser', { token: admin.token, params: { id: client.id } });
    await server.call('restoreUser', { token: admin.token, params: { id: client.id } });
    const mine = await actions({ path_prefix: `/users/${client.id}` });
    expect(mine.map((a) => [a.operation_id, a.path])).toEqual([
      ['restoreUser', `/users/${client.id}/restore`],
      ['deleteUser', `/users/${client.id}`],
      ['setClientRole', `/users/${client.id}/client_role`],
    ]);
    expect(mine[0]).toMatchObject({ actor_id: admin.id, actor_name: 'Ada Admin', acting_as_id: null });
    // Another user's address is not below this one's (/users/1 does not hold /users/12).
    const other = await actions({ path_prefix: `/users/${client.id}0` });
    expect(other).toEqual([]);
  });

  it('records staff-only writes by testers and the writes of an admin acting as someone', async () => {
    const tester = await server.user({ roles: ['tester'] });
    await server.call('createFeatureRequest', {
      token: tester.token,
      body: { title: 'Bulk invite', description: 'Invite ten voice actors at once.' },
    });
    const client = await server.user();
    const acted = await server.call('setUserNpsDate', {
      token: admin.token,
      loggedAs: client.id,
      params: { id: client.id },
    });
    expect(acted.status).toBeLessThan(400);
    const testers = await actions({ actor_id: tester.id });
    expect(testers.map((a) => a.operation_id)).toEqual(['createFeatureRequest']);
    const [asClient] = await actions({ path_prefix: `/users/${client.id}` });
    expect(asClient).toMatchObject({
      operation_id: 'setUserNpsDate',
      actor_id: admin.id,
      acting_as_id: client.id,
    });
    // A client's own write is not a staff action.
    await server.call('setUserNpsDate', { token: client.token, params: { id: client.id } });
    expect(await actions({ path_prefix: `/users/${client.id}` })).toHaveLength(1);
  });

  it('refuses a tester using an admin power: nothing changes and nothing is recorded', async () => {
    const tester = await server.user({ roles: ['tester'] });
    const client = await server.user();
    const refused = await server.call('setClientRole', {
      token: tester.token,
      params: { id: client.id },
      body: { enabled: false },
    });
    expect(refused.status).toBe(403);
    expect(refused.json['message']).toBe('This needs the admin role.');
    const deleted = await server.call('deleteUser', { token: tester.token, params: { id: client.id } });
    expect(deleted.status).toBe(403);
    const cleared = await server.call('clearSearchKeywords', { token: tester.token, body: { all: true } });
    expect(cleared.status).toBe(403);
    const [row] = await server.services.db.select().from(users).where(eq(users.id, client.id));
    expect(row?.roles).toEqual(['client']);
    expect(row?.deletedAt).toBeNull();
    expect(await actions({ actor_id: tester.id })).toEqual([]);
    const reading = await server.call('listStaffActions', { token: tester.token });
    expect(reading.status).toBe(403);
    expect((await server.call('listStaffActions')).status).toBe(401);
  });
});
