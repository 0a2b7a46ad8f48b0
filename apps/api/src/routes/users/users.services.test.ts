// A user's services and stats against a real server (projects and the counters computed from them:
// projects.test.ts), and a renamed voice actor found by the new name at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { favorites, userServices } from '../../db/schema';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'] });
});
afterAll(() => server.dispose());

describe('services and stats', () => {
  async function withService(userId: number) {
    const [row] = await server.services.db
      .insert(userServices)
      .values({ userId, serviceId: 'voice_over', usageReason: ['post_project'] })
      .returning();
    if (!row) throw new Error('no service');
    return row;
  }

  it('lists the user services page by page, for the user or an admin', async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const service = await withService(maria.id);
    const page1 = await server.call('listUserServices', {
      token: maria.token,
      params: { id: maria.id },
      query: { page: 1, size: 1 },
    });
    expect(page1.json).toEqual([
      {
        id: service.id,
        service_id: 'voice_over',
        usage_reason: ['post_project'],
        stats: { pending_events: 0, active_projects: 0 },
        service_properties: {},
        organization_type: null,
      },
    ]);
    expect(page1.headers).toMatchObject({
      'current-page': '1',
      'total-pages': '1',
      'total-rows': '1',
      'page-size': '1',
    });
    const page2 = await server.call('listUserServices', {
      token: admin.token,
      params: { id: maria.id },
      query: { page: 2, size: 1 },
    });
    expect(page2.json).toEqual([]);
    expect(page2.headers['current-page']).toBe('2');
    expect(
      (await server.call('listUserServices', { token: daniel.token, params: { id: maria.id } })).status,
    ).toBe(403);
    const badSize = await server.call('listUserServices', {
      token: maria.token,
      params: { id: maria.id },
      query: { size: 1000 },
    });
    expect(badSize.status).toBe(400);
  });

  it('updates only the onboarding answers sent, merging service properties', async () => {
    const maria = await server.user();
    const service = await withService(maria.id);
    const first = await server.call('updateUserService', {
      token: maria.token,
      params: { id: maria.id, serviceId: service.id },
      body: { service_properties: { sign_up_flow: 'search' } },
    });
    expect(first.status).toBe(200);
    const second = await server.call('updateUserService', {
      token: maria.token,
      params: { id: maria.id, serviceId: service.id },
      body: {
        organization_type: 'production_house',
        usage_reason: ['post_project', 'managed_services'],
        service_properties: { hired_before: 'yes' },
      },
    });
    expect(second.json).toMatchObject({
      organization_type: 'production_house',
      usage_reason: ['post_project', 'managed_services'],
      service_properties: { sign_up_flow: 'search', hired_before: 'yes' },
    });
    const me = await server.call('getMe', { token: maria.token });
    expect(me.json['services']).toEqual([second.json]);
  });

  it('does not save a service update while an admin acts as the user', async () => {
    const maria = await server.user();
    const service = await withService(maria.id);
    const acting = await server.call('updateUserService', {
      token: admin.token,
      loggedAs: maria.id,
      params: { id: maria.id, serviceId: service.id },
      body: { organization_type: 'agency' },
    });
    expect(acting.status).toBe(200);
    expect(acting.json['organization_type']).toBeNull();
    const [stored] = await server.services.db
      .select()
      .from(userServices)
      .where(eq(userServices.id, service.id));
    expect(stored?.organizationType).toBeNull();
  });

  it("answers 404 for another user's service entry, 403 for another user and 400 for bad answers", async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const danielService = await withService(daniel.id);
    const body = { organization_type: 'agency' };
    const foreign = await server.call('updateUserService', {
      token: maria.token,
      params: { id: maria.id, serviceId: danielService.id },
      body,
    });
    expect(foreign.status).toBe(404);
    const other = await server.call('updateUserService', {
      token: maria.token,
      params: { id: daniel.id, serviceId: danielService.id },
      body,
    });
    expect(other.status).toBe(403);
    const bad = await server.call('updateUserService', {
      token: daniel.token,
      params: { id: daniel.id, serviceId: danielService.id },
      body: { organization_type: 'pirates' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json['message']).toMatch(/^organization_type /);
  });

  it('counts favorites in the stats, with the voice actor counters for voice actors', async () => {
    const [maria, ana] = [await server.user(), await server.user({ provider: true })];
    await server.services.db.insert(favorites).values([
      { userId: maria.id, target: 'provider', targetId: 1 },
      { userId: maria.id, target: 'sample', targetId: 2 },
    ]);
    const stats = await server.call('getUserStats', { token: maria.token, params: { id: maria.id } });
    expect(stats.json).toEqual({
      user_id: maria.id,
      pending_events: 0,
      active_projects: 0,
      past_projects: 0,
      bookings: 0,
      favorites: 2,
      updated_at: server.clock.now.toISOString(),
    });
    const vo = await server.call('getUserStats', { token: admin.token, params: { id: ana.id } });
    expect(vo.json).toMatchObject({ favorites: 0, bookings_accepted: 0, unread_projects_invitations: 0 });
    expect((await server.call('getUserStats', { token: ana.token, params: { id: maria.id } })).status).toBe(
      403,
    );
    expect((await server.call('getUserStats', { params: { id: maria.id } })).status).toBe(401);
  });
});

describe('renaming a voice actor', () => {
  it('makes them findable by the new name at once', async () => {
    const server = await startTestServer();
    try {
      const actor = await server.user({ provider: true, name: 'Old Name' });
      await server.call('updateUser', {
        token: actor.token,
        params: { id: actor.id },
        body: { name: 'Zebulon Quartz' },
      });
      const found = await server.call('searchProviders', { query: { keywords: 'Zebulon' } });
      expect((found.body as { id: number }[]).map((p) => p.id)).toEqual([actor.providerId]);
    } finally {
      await server.dispose();
    }
  });
});
