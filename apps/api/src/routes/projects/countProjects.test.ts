// GET /projects/count: the dashboard's tabs count the projects the caller owns (as the posting
// client or a shared owner), per status, by type and statuses; nobody counts another user's but an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
let client: TestUser;
let coOwner: TestUser;
let other: TestUser;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  [client, coOwner, other, admin] = await Promise.all([
    server.user({ roles: ['client'] }),
    server.user({ roles: ['client'] }),
    server.user({ roles: ['client'] }),
    server.user({ roles: ['admin'] }),
  ]);
  const db = server.services.db;
  await insertProject(db, { owners: [client.id], type: 'casting', status: 'active' });
  await insertProject(db, { owners: [client.id, coOwner.id], type: 'casting', status: 'active' });
  await insertProject(db, { owners: [client.id], type: 'casting', status: 'draft' });
  await insertProject(db, { owners: [client.id], type: 'booking', status: 'booking-sent' });
  await insertProject(db, { owners: [other.id], type: 'casting', status: 'closed' });
});
afterAll(() => server.dispose());

describe('countProjects', () => {
  it("counts the caller's projects in total and per status, and none of anyone else's", async () => {
    const res = await server.call('countProjects', { token: client.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ count: 4, by_status: { active: 2, draft: 1, 'booking-sent': 1 } });
  });

  it('counts a shared project for each of its owners', async () => {
    const res = await server.call('countProjects', { token: coOwner.token });
    expect(res.json).toEqual({ count: 1, by_status: { active: 1 } });
  });

  it('counts castings or bookings alone, and only the statuses asked for', async () => {
    const bookings = await server.call('countProjects', { token: client.token, query: { type: 'booking' } });
    expect(bookings.json).toEqual({ count: 1, by_status: { 'booking-sent': 1 } });
    const open = await server.call('countProjects', {
      token: client.token,
      query: { type: 'casting', status: 'active,closed' },
    });
    expect(open.json).toEqual({ count: 2, by_status: { active: 2 } });
  });

  it('answers zero for a user with no project', async () => {
    const res = await server.call('countProjects', { token: admin.token });
    expect(res.json).toEqual({ count: 0, by_status: {} });
  });

  it("lets an admin count another user's projects, and nobody else", async () => {
    const byAdmin = await server.call('countProjects', { token: admin.token, query: { user_id: other.id } });
    expect(byAdmin.json).toEqual({ count: 1, by_status: { closed: 1 } });
    const byClient = await server.call('countProjects', {
      token: client.token,
      query: { user_id: other.id },
    });
    expect(byClient.status).toBe(403);
    expect(byClient.json).toMatchObject({ message: "Only an admin may count another user's projects." });
  });

  it('refuses an anonymous caller and an unknown status by name', async () => {
    expect((await server.call('countProjects')).status).toBe(401);
    const res = await server.call('countProjects', { token: client.token, query: { status: 'archived' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('status');
  });
});
