// Live updates against the real server (spec section 4): once the user is identified the app opens
// the websocket with the bearer token, and stats-updated messages for the user reach the page,
// both on connecting and when the server recalculates the user's stats; while an admin acts as
// someone, the socket names that user (logged_as) and carries their stats.
import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, DEMO, signIn, useChromium } from './support';

const chromium = useChromium();

interface SocketWatch {
  /** Each socket's path and `logged_as` (the bearer token is left out). */
  readonly sockets: string[];
  readonly frames: string[];
}

/** Records the page's websockets to /api/socket and the frames they receive. */
function watchSockets(page: Page): SocketWatch {
  const watch: SocketWatch = { sockets: [], frames: [] };
  page.on('websocket', (socket: WebSocket) => {
    const url = new URL(socket.url());
    if (url.pathname !== '/api/socket') return;
    const loggedAs = url.searchParams.get('logged_as');
    watch.sockets.push(loggedAs === null ? url.pathname : `${url.pathname}?logged_as=${loggedAs}`);
    socket.on('framereceived', ({ payload }) => {
      watch.frames.push(String(payload));
    });
  });
  return watch;
}

const statsFrames = (watch: SocketWatch, userId: number) =>
  watch.frames
    .map((frame) => JSON.parse(frame) as { event?: string; entity?: string; entity_id?: number })
    .filter((m) => m.event === 'stats-updated' && m.entity === 'User' && m.entity_id === userId);

describe('live updates', () => {
  it('opens the socket after sign-in and receives the stats the server pushes', async () => {
    const page = await chromium.newPage();
    const watch = watchSockets(page);
    await page.goto('/');
    // Anonymous: no socket.
    await page.getByRole('button', { name: 'Menu' }).waitFor();
    expect(watch.sockets).toEqual([]);

    await signIn(page, DEMO.client);
    const { user } = await apiSignIn(DEMO.client);
    await expect.poll(() => watch.sockets.length).toBe(1);
    // The server sends the current counters on connecting.
    await expect.poll(() => statsFrames(watch, user.id).length).toBeGreaterThanOrEqual(1);

    // An admin's recalculation pushes them again to the user's open socket.
    const admin = await apiSignIn(DEMO.admin);
    const before = statsFrames(watch, user.id).length;
    await admin.client.unwrap(
      admin.client.api.POST('/stats/recalculate', { body: { entity: 'User', entity_id: user.id } }),
    );
    await expect.poll(() => statsFrames(watch, user.id).length).toBe(before + 1);
  });

  it("while an admin acts as a user, the socket carries that user's stats, and the admin's again after RETURN AS ADMIN", async () => {
    const page = await chromium.newPage();
    const watch = watchSockets(page);
    const { user } = await apiSignIn(DEMO.voice);
    const admin = await apiSignIn(DEMO.admin);
    await signIn(page, DEMO.admin);
    await expect.poll(() => watch.sockets).toEqual(['/api/socket']);

    await page.goto(`/login/${String(user.id)}`);
    const bar = page.getByRole('region', { name: 'Impersonation' });
    await bar.waitFor();
    await expect.poll(() => watch.sockets.at(-1)).toBe(`/api/socket?logged_as=${String(user.id)}`);
    await expect.poll(() => statsFrames(watch, user.id).length).toBeGreaterThanOrEqual(1);
    // A recalculation of the user's counters reaches the admin's page while it shows that user.
    const before = statsFrames(watch, user.id).length;
    await admin.client.unwrap(
      admin.client.api.POST('/stats/recalculate', { body: { entity: 'User', entity_id: user.id } }),
    );
    await expect.poll(() => statsFrames(watch, user.id).length).toBe(before + 1);

    await bar.getByRole('button', { name: 'RETURN AS ADMIN' }).click();
    await bar.waitFor({ state: 'detached' });
    await expect.poll(() => watch.sockets.at(-1)).toBe('/api/socket');
    await expect.poll(() => statsFrames(watch, admin.user.id).length).toBeGreaterThanOrEqual(1);
  });
});
