// A user account's life against a real server: deletion and restore, terms, e-mail settings and the
// NPS date, the client roles, the blacklist and held messages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { users } from '../../db/schema';

let server: TestServer;
let admin: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'] });
});
afterAll(() => server.dispose());

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
    // Read back as the page shows them, by the user or an admin, by nobody else.
    const read = await server.call('getUserEmailSettings', { token: maria.token, params: { id: maria.id } });
    expect(read.json).toEqual(second.json);
    expect(
      (await server.call('getUserEmailSettings', { token: admin.token, params: { id: maria.id } })).json,
    ).toEqual(second.json);
    expect(
      (await server.call('getUserEmailSettings', { token: daniel.token, params: { id: maria.id } })).status,
    ).toBe(403);
    expect((await server.call('getUserEmailSettings', { params: { id: maria.id } })).status).toBe(401);
    // A user who never changed them reads the defaults.
    expect(
      (await server.call('getUserEmailSettings', { token: daniel.token, params: { id: daniel.id } })).json,
    ).toMatchObject({ messages: true, newsletter: false });
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
