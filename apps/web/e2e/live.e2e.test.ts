// Live updates against the real server (spec section 4): once the user is identified the app opens
// the websocket with the bearer token, and stats-updated messages for the user reach the page,
// both on connecting and when the server recalculates the user's stats.
import type { Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, DEMO, signIn, useChromium } from './support';

const chromium = useChromium();

interface SocketWatch {
  readonly sockets: string[];
  readonly frames: string[];
}

/** Records the page's websockets to /api/socket and the frames they receive. */
function watchSockets(page: Page): SocketWatch {
  const watch: SocketWatch = { sockets: [], frames: [] };
  page.on('websocket', (socket: WebSocket) => {
    const url = new URL(socket.url());
    if (url.pathname !== '/api/socket') return;
    watch.sockets.push(url.pathname);
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
});
