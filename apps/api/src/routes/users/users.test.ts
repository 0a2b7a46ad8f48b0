// users operations against a real server: who sees which fields, merged preferences (and what is
// not saved while an admin acts as someone), the profile picture in three sizes. The account's
// life (deletion and restore, terms, e-mail settings, roles, the blacklist): users.account.test.ts;
// services and stats: users.services.test.ts.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { multipart } from '../../testing/multipart';
import { impersonationAudit, users } from '../../db/schema';

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
