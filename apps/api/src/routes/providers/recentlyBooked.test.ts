// GET /providers/recently_booked with stored bookings: the voice actors of the caller's bookings
// that reached a booked state, each once, by their latest booking, 8 a page by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(server.clock.now.getTime() - days * DAY);
const pid = (u: TestUser) => u.providerId ?? 0;
const idsOf = (body: unknown) => (body as { id: number }[]).map((p) => p.id);

function booking(
  owners: number[],
  actor: TestUser,
  status: string,
  days: number,
  completionReason: string | null = null,
) {
  return insertProject(server.services.db, {
    owners,
    type: 'booking',
    status,
    completionReason,
    providerId: pid(actor),
    createdAt: daysAgo(days),
  });
}

describe('listRecentlyBookedProviders', () => {
  it('lists each booked voice actor once, by their latest booking, only from booked states', async () => {
    const client = await server.user({ roles: ['client'] });
    const colleague = await server.user({ roles: ['client'] });
    const [anna, ben, cleo, dora, eric, fay] = [
      await server.user({ provider: true, name: 'Anna Booked' }),
      await server.user({ provider: true, name: 'Ben Booked' }),
      await server.user({ provider: true, name: 'Cleo Declined' }),
      await server.user({ provider: true, name: 'Dora Waiting' }),
      await server.user({ provider: true, name: 'Eric Elsewhere' }),
      await server.user({ provider: true, name: 'Fay Shared' }),
    ];
    await booking([client.id], anna, 'completed', 30, 'deliverable-accepted');
    await booking([client.id], ben, 'booking-accepted', 5);
    await booking([client.id], anna, 'booking-sent', 2);
    // Declined, still waiting for the voice actor, or canceled: nobody was booked.
    await booking([client.id], cleo, 'completed', 1, 'booking-declined');
    await booking([client.id], dora, 'active', 1);
    await booking([client.id], dora, 'canceled', 1);
    // Another client's booking is not the caller's; a shared booking is.
    await booking([colleague.id], eric, 'completed', 1, 'deliverable-accepted');
    await booking([colleague.id, client.id], fay, 'booking-accepted', 10);
    // A casting has no booked voice actor.
    await insertProject(server.services.db, { owners: [client.id], status: 'closed', createdAt: daysAgo(1) });

    const res = await server.call('listRecentlyBookedProviders', { token: client.token });
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([pid(anna), pid(ben), pid(fay)]);
    expect(res.body).toMatchObject([
      { id: pid(anna), user_id: anna.id, user: { name: 'Anna Booked' } },
      { id: pid(ben) },
      { id: pid(fay) },
    ]);
    expect(res.headers).toMatchObject({
      'current-page': '1',
      'total-pages': '1',
      'total-rows': '3',
      'page-size': '8',
    });

    const first = await server.call('listRecentlyBookedProviders', {
      token: client.token,
      query: { size: 2 },
    });
    expect(idsOf(first.body)).toEqual([pid(anna), pid(ben)]);
    expect(first.headers).toMatchObject({ 'total-rows': '3', 'total-pages': '2' });
    const second = await server.call('listRecentlyBookedProviders', {
      token: client.token,
      query: { page: 2, size: 2 },
    });
    expect(idsOf(second.body)).toEqual([pid(fay)]);
    const beyond = await server.call('listRecentlyBookedProviders', {
      token: client.token,
      query: { page: 3, size: 2 },
    });
    expect(beyond.json).toEqual([]);
    expect(beyond.headers['total-rows']).toBe('3');

    // The colleague booked Eric and shares Fay's booking.
    const theirs = await server.call('listRecentlyBookedProviders', { token: colleague.token });
    expect(idsOf(theirs.body)).toEqual([pid(eric), pid(fay)]);

    // A voice actor whose account is deleted leaves the list.
    await server.services.db.update(users).set({ deletedAt: server.clock.now }).where(eq(users.id, ben.id));
    const after = await server.call('listRecentlyBookedProviders', { token: client.token });
    expect(idsOf(after.body)).toEqual([pid(anna), pid(fay)]);
    expect(after.headers['total-rows']).toBe('2');
  });

  it('pages 8 voice actors by default', async () => {
    const client = await server.user({ roles: ['client'] });
    const actors: TestUser[] = [];
    for (let i = 0; i < 9; i += 1) {
      const actor = await server.user({ provider: true });
      actors.push(actor);
      await booking([client.id], actor, 'completed', 20 - i, 'deliverable-accepted');
    }
    const res = await server.call('listRecentlyBookedProviders', { token: client.token });
    expect(idsOf(res.body)).toEqual(actors.slice(1).reverse().map(pid));
    expect(res.headers).toMatchObject({ 'page-size': '8', 'total-rows': '9', 'total-pages': '2' });
  });

  it('answers an empty list to a client who booked nobody, 401 anonymously and 400 for a bad page', async () => {
    const client = await server.user({ roles: ['client'] });
    const res = await server.call('listRecentlyBookedProviders', { token: client.token });
    expect(res.json).toEqual([]);
    expect(res.headers).toMatchObject({ 'total-rows': '0', 'total-pages': '0', 'page-size': '8' });
    expect((await server.call('listRecentlyBookedProviders', {})).status).toBe(401);
    const bad = await server.call('listRecentlyBookedProviders', {
      token: client.token,
      query: { page: -1 },
    });
    expect(bad.status).toBe(400);
  });
});
