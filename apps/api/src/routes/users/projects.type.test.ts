// GET /users/{id}/projects?type=: the dashboard's projects tabs list the user's castings,
// /dashboard/bookings their bookings (spec section 2), each paged within its type and combinable
// with the active and past scopes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(server.clock.now.getTime() - days * DAY);
const ids = (body: unknown) => (body as { id: number }[]).map((project) => project.id);

describe('listUserProjects by type', () => {
  it('lists only castings or only bookings when asked for a type, paged within that type', async () => {
    const maria = await server.user();
    const { db } = server.services;
    const casting = await insertProject(db, { owners: [maria.id], name: 'Casting', createdAt: daysAgo(5) });
    const older = await insertProject(db, {
      owners: [maria.id],
      name: 'Older booking',
      type: 'booking',
      status: 'completed',
      createdAt: daysAgo(4),
    });
    const newer = await insertProject(db, {
      owners: [maria.id],
      name: 'Newer booking',
      type: 'booking',
      status: 'booking-accepted',
      createdAt: daysAgo(1),
    });
    const list = (query: Record<string, string | number>) =>
      server.call('listUserProjects', { token: maria.token, params: { id: maria.id }, query });

    const bookings = await list({ type: 'booking', size: 1 });
    expect(bookings.status).toBe(200);
    expect(ids(bookings.body)).toEqual([newer.id]);
    expect(bookings.headers).toMatchObject({ 'total-rows': '2', 'total-pages': '2' });
    expect(ids((await list({ type: 'booking', page: 2, size: 1 })).body)).toEqual([older.id]);
    expect(ids((await list({ type: 'casting' })).body)).toEqual([casting.id]);
    // With the scope: the bookings in progress, and the past ones.
    expect(ids((await list({ type: 'booking', scope: 'active' })).body)).toEqual([newer.id]);
    expect(ids((await list({ type: 'booking', scope: 'past' })).body)).toEqual([older.id]);
    // Both types without it.
    expect(ids((await list({})).body)).toEqual([newer.id, older.id, casting.id]);
    const unknown = await list({ type: 'audition' });
    expect(unknown.status).toBe(400);
  });
});
