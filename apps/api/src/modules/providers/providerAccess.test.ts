// The one ownership rule for "this provider is the caller's" (providerAccess.ts), and the case the
// providers and samples operations used to disagree on: the owner of a deleted account. The spec
// hides a deleted account's profile ("the user can no longer sign in and their profile is
// hidden"; only admins restore accounts), so it is 404 for its former owner as for everyone else,
// on the profile and on the samples alike, and admins keep access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Viewer } from '../../auth/viewer';
import { ownedProvider, visibleProvider } from './providerAccess';

let server: TestServer;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user({ provider: true, name: 'Dora Deleted' });
  other = await server.user({ provider: true, name: 'Otto Other' });
  admin = await server.user({ roles: ['admin'] });
});
afterAll(() => server.dispose());

const pid = (u: TestUser) => u.providerId ?? 0;

/** The viewer a request of this user would carry (the user row as it is now, deleted or not). */
async function viewerOf(user: TestUser): Promise<Viewer> {
  const [row] = await server.services.db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw new Error(`no user ${user.id}`);
  return { user: row, providerId: user.providerId, admin: null, family: 'test' };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('ownedProvider', () => {
  it("is the owner's or an admin's: 403 for anyone else, 404 for a profile that does not exist", async () => {
    const db = server.services.db;
    expect(await statusOf(ownedProvider(db, await viewerOf(owner), pid(owner)))).toBe(200);
    expect(await statusOf(ownedProvider(db, await viewerOf(admin), pid(owner)))).toBe(200);
    expect(await statusOf(ownedProvider(db, await viewerOf(other), pid(owner)))).toBe(403);
    expect(await statusOf(ownedProvider(db, null, pid(owner)))).toBe(403);
    expect(await statusOf(ownedProvider(db, await viewerOf(owner), 999999))).toBe(404);
  });

  it('hides the profile of a deleted account from its former owner too, on reads and writes; admins keep it', async () => {
    const deleted = await server.call('deleteUser', { params: { id: owner.id }, token: admin.token });
    expect(deleted.status).toBe(204);
    const db = server.services.db;
    const formerOwner = await viewerOf(owner);
    expect(formerOwner.user.deletedAt).not.toBeNull();
    expect(await statusOf(ownedProvider(db, formerOwner, pid(owner)))).toBe(404);
    expect(await statusOf(visibleProvider(db, formerOwner, pid(owner)))).toBe(404);
    expect(await statusOf(visibleProvider(db, null, pid(owner)))).toBe(404);
    expect(await statusOf(ownedProvider(db, await viewerOf(admin), pid(owner)))).toBe(200);

    // Through the server: the former owner cannot sign in at all, everyone else gets 404 on the
    // profile and on its samples alike, and an admin still reaches both.
    const params = { id: pid(owner) };
    expect((await server.call('listProviderSamples', { params, token: owner.token })).status).toBe(401);
    expect((await server.call('getProviderStats', { params, token: other.token })).status).toBe(404);
    expect((await server.call('listProviderSamples', { params, token: other.token })).status).toBe(404);
    expect((await server.call('listProviderDemos', { params, token: null })).status).toBe(404);
    expect((await server.call('getProviderStats', { params, token: admin.token })).status).toBe(200);
    expect((await server.call('listProviderSamples', { params, token: admin.token })).status).toBe(200);
  });
});
