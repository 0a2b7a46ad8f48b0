// users operations against a real server: who sees which fields, merged preferences (and what is
// not saved while an admin acts as someone), the profile picture in three sizes, deletion and
// restore, terms, e-mail settings, roles, services and stats (projects and the counters computed
// from them: projects.test.ts).
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { multipart } from '../../testing/multipart';
import { favorites, impersonationAudit, userServices, users } from '../../db/schema';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'] });
});
afterAll(() => server.dispose());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();

const pictureUpload = (content: Buffer, contentType = 'image/png') =>
  multipart({}, [{ field: 'picture', filename: 'me.png', contentType, content }]);

const storedFiles = () => readdirSync(server.services.config.storageDir).length;

describe('getMe and getUser', () => {
  it('gives the user themself every private field, but the blacklist flag only to admins', async () => {
    const maria = await server.user({ name: 'Maria Lopez' });
    const me = await server.call('getMe', { token: maria.token });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ id: maria.id, name: 'Maria Lopez', email: maria.email });
    expect(me.json['ui_preferences']).toEqual({});
    expect(me.json).not.toHaveProperty('blacklisted');

    const byAdmin = await server.call('getUser', { token: admin.token, params: { id: maria.id } });
    expect(byAdmin.json).toMatchObject({ email: maria.email, blacklisted: false });
  });

  it('shows another user only the public fields', async () => {
    const [maria, daniel] = [await server.user(), await server.user({ provider: true })];
    const seen = await server.call('getUser', { token: maria.token, params: { id: daniel.id } });
    expect(seen.status).toBe(200);
    expect(seen.json).toMatchObject({ id: daniel.id, provider_id: daniel.providerId });
    for (const hidden of [
      'email',
      'ui_preferences',
      'discovery_flags',
      'services',
      'blacklisted',
      'nps_date',
    ])
      expect(seen.json).not.toHaveProperty(hidden);
  });

  it('answers 404 for a missing or deleted user, 400 for a bad id and 401 without a token', async () => {
    const maria = await server.user();
    const gone = await server.user();
    await server.services.db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, gone.id));
    expect((await server.call('getUser', { token: maria.token, params: { id: gone.id } })).status).toBe(404);
    expect((await server.call('getUser', { token: maria.token, params: { id: 999999 } })).status).toBe(404);
    const bad = await server.call('getUser', { token: maria.token, params: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.json['message']).toMatch(/id/);
    expect((await server.call('getUser', { params: { id: maria.id } })).status).toBe(401);
    expect((await server.call('getMe')).status).toBe(401);
  });
});

describe('updateUser (JSON)', () => {
  it('merges ui_preferences, completed_actions and discovery_flags into the stored objects', async () => {
    const maria = await server.user();
    const first = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      body: {
        name: 'Maria L.',
        ui_preferences: { jump2023_promo: true },
        completed_actions: { add_language: true },
        discovery_flags: { search: '2026-11-01T10:00:00Z' },
      },
    });
    expect(first.status).toBe(200);
    const second = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      body: {
        address: { country: 'MX' },
        ui_preferences: { ranking_score_banner_dismissed: true },
        completed_actions: { add_sample: true },
        discovery_flags: { reviews: '2026-11-02T10:00:00Z' },
      },
    });
    expect(second.json).toMatchObject({
      name: 'Maria L.',
      address: { country: 'MX' },
      ui_preferences: { jump2023_promo: true, ranking_score_banner_dismissed: true },
      completed_actions: { add_language: true, add_sample: true },
      discovery_flags: { search: '2026-11-01T10:00:00Z', reviews: '2026-11-02T10:00:00Z' },
    });
  });

  it('does not save UI preferences or completed actions while an admin acts as the user', async () => {
    const maria = await server.user({ name: 'Maria Before' });
    await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      body: { ui_preferences: { jump2023_promo: true } },
    });
    const acting = await server.call('updateUser', {
      token: admin.token,
      loggedAs: maria.id,
      params: { id: maria.id },
      body: {
        name: 'Maria After',
        ui_preferences: { tagging_banner_dismissed: true },
        completed_actions: { add_sample: true },
        discovery_flags: { seo: '2026-11-03T10:00:00Z' },
      },
    });
    expect(acting.status).toBe(200);
    expect(acting.json['ui_preferences']).toEqual({ jump2023_promo: true });
    expect(acting.json['completed_actions']).toEqual({});
    expect(acting.json).toMatchObject({
      name: 'Maria After',
      discovery_flags: { seo: '2026-11-03T10:00:00Z' },
    });
    const me = await server.call('getMe', { token: maria.token });
    expect(me.json['ui_preferences']).toEqual({ jump2023_promo: true });
    const audit = await server.services.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.actingAsId, maria.id));
    expect(audit.map((a) => a.operationId)).toContain('updateUser');
  });

  it('lets an admin edit someone else, and nobody else (403)', async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const refused = await server.call('updateUser', {
      token: daniel.token,
      params: { id: maria.id },
      body: { name: 'Hacked' },
    });
    expect(refused.status).toBe(403);
    const byAdmin = await server.call('updateUser', {
      token: admin.token,
      params: { id: maria.id },
      body: { name: 'Fixed By Admin' },
    });
    expect(byAdmin.json['name']).toBe('Fixed By Admin');
  });

  it('answers 422 when the username or e-mail belongs to another account', async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const danielRow = await server.call('getMe', { token: daniel.token });
    const username = String(danielRow.json['username']).toUpperCase();
    const taken = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      body: { username },
    });
    expect(taken.status).toBe(422);
    expect(taken.json['message']).toBe('This username is already used by another account.');
    const email = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      body: { email: daniel.email },
    });
    expect(email.status).toBe(422);
    expect(email.json['message']).toBe('This e-mail is already used by another account.');
    const own = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      body: { email: maria.email.toUpperCase().replace('@EXAMPLE.COM', '@example.com') },
    });
    expect(own.status).toBe(200);
  });

  it('refuses unknown fields, empty bodies and blank names with 400, and anonymous callers with 401', async () => {
    const maria = await server.user();
    const unknown = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      body: { roles: ['admin'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json['message']).toBe('roles is not a known field');
    const empty = await server.call('updateUser', { token: maria.token, params: { id: maria.id }, body: {} });
    expect(empty.status).toBe(400);
    const blank = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      body: { name: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.json['message']).toBe('The name cannot be blank.');
    expect((await server.call('updateUser', { params: { id: maria.id }, body: { name: 'X' } })).status).toBe(
      401,
    );
  });
});

describe('updateUser (picture)', () => {
  it('stores the picture in the three sizes and serves each one', async () => {
    const maria = await server.user();
    const before = storedFiles();
    const res = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      payload: pictureUpload(await png(800, 600)),
    });
    expect(res.status).toBe(200);
    // The original is not kept: only the three sizes.
    expect(storedFiles()).toBe(before + 3);
    for (const [size, pixels] of [
      ['large', 512],
      ['medium', 256],
      ['small', 96],
    ] as const) {
      const url = new URL(String(res.json[`picture_${size}`]));
      const served = await server.app.inject({ method: 'GET', url: url.pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', pixels, pixels]);
    }

    // A new picture replaces the old one, whose files are gone.
    const oldUrl = new URL(String(res.json['picture_small']));
    const again = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      payload: pictureUpload(await png(100, 100)),
    });
    expect(again.json['picture_small']).not.toBe(oldUrl.toString());
    expect(storedFiles()).toBe(before + 3);
    const old = await server.app.inject({ method: 'GET', url: oldUrl.pathname });
    expect(old.statusCode).toBe(404);
    const badSize = await server.app.inject({
      method: 'GET',
      url: new URL(String(again.json['picture_small'])).pathname.replace('/small', '/huge'),
    });
    expect(badSize.statusCode).toBe(404);
  });

  it('refuses a file that is not an image (415) and keeps nothing of it', async () => {
    const maria = await server.user();
    const before = storedFiles();
    const text = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      payload: pictureUpload(Buffer.from('definitely not an image, just some words'), 'image/png'),
    });
    expect(text.status).toBe(415);
    expect(text.json['message']).toBe('A valid file is required: expected an image (jpg, jpeg, png or gif).');
    // PNG magic bytes followed by garbage: recognised by its first bytes, refused by the decoder.
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 16), Buffer.alloc(200, 7)]);
    const corrupt = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      payload: pictureUpload(broken),
    });
    expect(corrupt.status).toBe(415);
    expect(storedFiles()).toBe(before);
  });

  it("refuses to change another user's picture (403) and drops the upload", async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const before = storedFiles();
    const res = await server.call('updateUser', {
      token: daniel.token,
      params: { id: maria.id },
      payload: pictureUpload(await png(50, 50)),
    });
    expect(res.status).toBe(403);
    expect(storedFiles()).toBe(before);
    const field = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      payload: multipart({ picture: 'not a file' }),
    });
    expect(field.status).toBe(400);
    expect(field.json['message']).toBe('picture must be an image file.');
  });

  it('stops serving the picture of a deleted account', async () => {
    const maria = await server.user();
    const res = await server.call('updateUser', {
      token: maria.token,
      params: { id: maria.id },
      payload: pictureUpload(await png(64, 64)),
    });
    const path = new URL(String(res.json['picture_medium'])).pathname;
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    await server.call('deleteUser', { token: maria.token, params: { id: maria.id } });
    expect((await server.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});

describe('deleteUser, restoreUser and restoreAccount', () => {
  it('lets a user delete their own account, which ends their sessions', async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    expect((await server.call('deleteUser', { token: daniel.token, params: { id: maria.id } })).status).toBe(
      403,
    );
    expect((await server.call('deleteUser', { token: maria.token, params: { id: maria.id } })).status).toBe(
      204,
    );
    expect((await server.call('getMe', { token: maria.token })).status).toBe(401);
    expect((await server.call('getUser', { token: daniel.token, params: { id: maria.id } })).status).toBe(
      404,
    );
    const refresh = await server.call('refreshAccessToken', {
      headers: { 'x-refresh-token': maria.refreshToken, authorization: `Bearer ${maria.token}` },
    });
    expect(refresh.status).toBe(401);
    expect((await server.call('deleteUser', { params: { id: daniel.id } })).status).toBe(401);
  });

  it('lets an admin delete and restore any account, and restore answers 409 when not deleted', async () => {
    const maria = await server.user({ provider: true });
    expect((await server.call('deleteUser', { token: admin.token, params: { id: maria.id } })).status).toBe(
      204,
    );
    expect((await server.call('deleteUser', { token: admin.token, params: { id: maria.id } })).status).toBe(
      404,
    );
    const restored = await server.call('restoreUser', { token: admin.token, params: { id: maria.id } });
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({
      id: maria.id,
      roles: ['client', 'provider'],
      provider_id: maria.providerId,
    });
    const again = await server.call('restoreUser', { token: admin.token, params: { id: maria.id } });
    expect(again.status).toBe(409);
    expect((await server.call('restoreUser', { token: admin.token, params: { id: 999999 } })).status).toBe(
      404,
    );
    // Deleting ended Maria's sessions, so another signed-in non-admin asks.
    const other = await server.user();
    expect((await server.call('restoreUser', { token: other.token, params: { id: maria.id } })).status).toBe(
      403,
    );
  });

  it('restores an account by its original e-mail, with the messages of the document', async () => {
    const maria = await server.user({ email: 'daniel.brooks@brightside.example.com' });
    const notDeleted = await server.call('restoreAccount', {
      token: admin.token,
      body: { email: 'daniel.brooks@brightside.example.com' },
    });
    expect(notDeleted.status).toBe(409);
    await server.call('deleteUser', { token: maria.token, params: { id: maria.id } });
    const restored = await server.call('restoreAccount', {
      token: admin.token,
      body: { email: 'Daniel.Brooks@Brightside.example.com' },
    });
    expect(restored.status).toBe(200);
    expect(restored.json['id']).toBe(maria.id);
    const missing = await server.call('restoreAccount', {
      token: admin.token,
      body: { email: 'nobody@example.com' },
    });
    expect(missing.status).toBe(404);
    expect(missing.json['message']).toBe('No deleted account uses this e-mail.');
    const invalid = await server.call('restoreAccount', {
      token: admin.token,
      body: { email: 'not-an-email' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json['message']).toMatch(/^email /);
    const user = await server.user();
    expect(
      (await server.call('restoreAccount', { token: user.token, body: { email: 'nobody@example.com' } }))
        .status,
    ).toBe(403);
    expect((await server.call('restoreAccount', { body: { email: 'nobody@example.com' } })).status).toBe(401);
  });
});

describe('terms, e-mail settings and NPS date', () => {
  it('records the terms acceptance and what the user signed up as', async () => {
    const maria = await server.user();
    const res = await server.call('acceptUserTerms', {
      token: maria.token,
      params: { id: maria.id },
      body: { accepted: true, sign_up_type: 'voice_actor' },
    });
    expect(res.status).toBe(200);
    expect(res.json['terms_and_privacy']).toMatchObject({
      accepted: true,
      accepted_at: server.clock.now.toISOString(),
    });
    expect(res.json['type']).toBe('voice_actor');
  });

  it('lets only the user themself accept, not another user nor an admin acting as them', async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const body = { accepted: true };
    expect(
      (await server.call('acceptUserTerms', { token: daniel.token, params: { id: maria.id }, body })).status,
    ).toBe(403);
    const acting = await server.call('acceptUserTerms', {
      token: admin.token,
      loggedAs: maria.id,
      params: { id: maria.id },
      body,
    });
    expect(acting.status).toBe(403);
    const refused = await server.call('acceptUserTerms', {
      token: maria.token,
      params: { id: maria.id },
      body: { accepted: false },
    });
    expect(refused.status).toBe(400);
    expect((await server.call('acceptUserTerms', { params: { id: maria.id }, body })).status).toBe(401);
  });

  it('changes only the e-mail settings sent, for the user or an admin', async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const first = await server.call('updateUserEmailSettings', {
      token: maria.token,
      params: { id: maria.id },
      body: { newsletter: true },
    });
    expect(first.json).toEqual({
      messages: true,
      invitations: true,
      bookings: true,
      project_updates: true,
      reviews: true,
      newsletter: true,
      promotions: false,
    });
    const second = await server.call('updateUserEmailSettings', {
      token: admin.token,
      params: { id: maria.id },
      body: { messages: false },
    });
    expect(second.json).toMatchObject({ newsletter: true, messages: false });
    expect(
      (
        await server.call('updateUserEmailSettings', {
          token: daniel.token,
          params: { id: maria.id },
          body: { messages: true },
        })
      ).status,
    ).toBe(403);
    const empty = await server.call('updateUserEmailSettings', {
      token: maria.token,
      params: { id: maria.id },
      body: {},
    });
    expect(empty.status).toBe(400);
    const wrongType = await server.call('updateUserEmailSettings', {
      token: maria.token,
      params: { id: maria.id },
      body: { messages: 'yes' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json['message']).toBe('messages must be boolean');
  });

  it('sets the NPS date to now, for the user themself only', async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const res = await server.call('setUserNpsDate', { token: maria.token, params: { id: maria.id } });
    expect(res.json['nps_date']).toBe(server.clock.now.toISOString());
    expect(
      (await server.call('setUserNpsDate', { token: daniel.token, params: { id: maria.id } })).status,
    ).toBe(403);
    expect(
      (await server.call('setUserNpsDate', { token: admin.token, params: { id: maria.id } })).status,
    ).toBe(403);
    expect((await server.call('setUserNpsDate', { params: { id: maria.id } })).status).toBe(401);
  });
});

describe('roles: joinUserAsClient and setClientRole', () => {
  it('lets a voice actor add the client role to their own account, once', async () => {
    const ana = await server.user({ roles: [], provider: true });
    const other = await server.user({ roles: [], provider: true });
    expect(
      (await server.call('joinUserAsClient', { token: other.token, params: { id: ana.id } })).status,
    ).toBe(403);
    const joined = await server.call('joinUserAsClient', { token: ana.token, params: { id: ana.id } });
    expect(joined.status).toBe(200);
    expect(joined.json['roles']).toEqual(['provider', 'client']);
    const again = await server.call('joinUserAsClient', { token: ana.token, params: { id: ana.id } });
    expect(again.status).toBe(409);
    const client = await server.user();
    const notProvider = await server.call('joinUserAsClient', {
      token: client.token,
      params: { id: client.id },
    });
    expect(notProvider.status).toBe(403);
    expect(notProvider.json['message']).toBe('This needs the provider role.');
  });

  it('lets an admin remove and add the client role, keeping the other roles', async () => {
    const maria = await server.user({ roles: ['client', 'tester'], provider: true });
    const off = await server.call('setClientRole', {
      token: admin.token,
      params: { id: maria.id },
      body: { enabled: false },
    });
    expect(off.json['roles']).toEqual(['tester', 'provider']);
    const unchanged = await server.call('setClientRole', {
      token: admin.token,
      params: { id: maria.id },
      body: { enabled: false },
    });
    expect(unchanged.json['roles']).toEqual(['tester', 'provider']);
    const on = await server.call('setClientRole', {
      token: admin.token,
      params: { id: maria.id },
      body: { enabled: true },
    });
    expect(on.json['roles']).toEqual(['tester', 'provider', 'client']);
  });

  it('refuses to leave a user without any role, non-admins, unknown users and bad bodies', async () => {
    const client = await server.user();
    const last = await server.call('setClientRole', {
      token: admin.token,
      params: { id: client.id },
      body: { enabled: false },
    });
    expect(last.status).toBe(400);
    expect(last.json['code']).toBe('last_role');
    const self = await server.call('setClientRole', {
      token: client.token,
      params: { id: client.id },
      body: { enabled: true },
    });
    expect(self.status).toBe(403);
    const unknown = await server.call('setClientRole', {
      token: admin.token,
      params: { id: 999999 },
      body: { enabled: true },
    });
    expect(unknown.status).toBe(404);
    const bad = await server.call('setClientRole', {
      token: admin.token,
      params: { id: client.id },
      body: {},
    });
    expect(bad.status).toBe(400);
    expect(bad.json['message']).toBe('enabled is required');
  });
});

describe('blacklist and held messages', () => {
  it('takes a blacklisted user off the list (admin only), 409 when not on it', async () => {
    const maria = await server.user();
    await server.services.db.update(users).set({ blacklisted: true }).where(eq(users.id, maria.id));
    expect(
      (await server.call('removeUserFromBlacklist', { token: maria.token, params: { id: maria.id } })).status,
    ).toBe(403);
    const res = await server.call('removeUserFromBlacklist', {
      token: admin.token,
      params: { id: maria.id },
    });
    expect(res.json['blacklisted']).toBe(false);
    const again = await server.call('removeUserFromBlacklist', {
      token: admin.token,
      params: { id: maria.id },
    });
    expect(again.status).toBe(409);
  });

  it('counts held messages for the user or an admin (none are held yet) and reviews them as admin', async () => {
    const [maria, daniel] = [await server.user(), await server.user()];
    const own = await server.call('countUserPendingMessages', {
      token: maria.token,
      params: { id: maria.id },
    });
    expect(own.json).toEqual({ count: 0 });
    expect(
      (await server.call('countUserPendingMessages', { token: daniel.token, params: { id: maria.id } }))
        .status,
    ).toBe(403);
    const review = await server.call('reviewUserPendingMessages', {
      token: admin.token,
      params: { id: maria.id },
      body: { approve: false, real_category: 'spam' },
    });
    expect(review.json).toEqual({ count: 0 });
    const badCategory = await server.call('reviewUserPendingMessages', {
      token: admin.token,
      params: { id: maria.id },
      body: { approve: true, real_category: 'nice' },
    });
    expect(badCategory.status).toBe(400);
    expect(
      (
        await server.call('reviewUserPendingMessages', {
          token: maria.token,
          params: { id: maria.id },
          body: { approve: true, real_category: 'legitimate' },
        })
      ).status,
    ).toBe(403);
  });
});

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
