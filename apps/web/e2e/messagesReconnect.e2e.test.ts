// Messages after the live connection drops, in Chromium against the real server (issue 45, "Live"):
// the voice actor reads a conversation; their socket is cut (the test holds the browser's websocket
// between the page and the server, and closes both ends as a dropped network does); the client sends
// two messages meanwhile; the app opens a new socket 10 s later (spec section 9, socket retry) and the
// open conversation catches up: both messages, once each, in the order they were sent.
import type { WebSocketRoute } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  await finishNavbarTour(baseUrl(), DEMO.voice);
});

describe('messages after a dropped connection', () => {
  it('the open conversation catches up on what arrived while the socket was down, after the 10 s retry', async () => {
    const voice = await apiSignIn(DEMO.voice);
    const { client, tokens } = await apiSignIn(DEMO.client);
    const { data: channel } = await client.unwrap(
      client.api.POST('/channels', { body: { provider_id: voice.user.provider_id ?? 0 } }),
    );
    const hash = channel.public_hash;
    // As JSON (the typed client reads this operation's body as its first content type, multipart).
    const send = async (body: string) => {
      const response = await fetch(`${baseUrl()}/api/channels/${hash}/events`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tokens.getAccessToken() ?? ''}`,
          'content-type': 'application/json',
          'x-session-id': 'web-e2e-test-process',
        },
        body: JSON.stringify({ body }),
      });
      expect(response.status).toBe(201);
    };

    const page = await chromium.newPage();
    // Every socket the page opens goes through the test, which passes frames both ways.
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/socket/, (socket) => {
      sockets.push(socket);
      socket.connectToServer();
    });
    await signedIn(page, DEMO.voice, `/messages/${hash}`);
    const log = page.getByRole('log', { name: /^Conversation with / });
    await log.waitFor();
    await expect.poll(() => sockets.length).toBe(1);

    // Live while connected.
    const stamp = String(Date.now());
    await send(`Before the drop ${stamp}: the script is final.`);
    await log.getByText(`Before the drop ${stamp}`).waitFor({ timeout: 5_000 });

    // The connection drops: the page's end sees an abnormal close, the server's end is closed too.
    const dropped = sockets[0];
    if (dropped === undefined) throw new Error('no socket');
    await dropped.close({ code: 1011, reason: 'network lost' });
    const droppedAt = Date.now();
    await send(`While away ${stamp}, one: the session moves to Thursday.`);
    await send(`While away ${stamp}, two: 10 am at the usual studio.`);

    // A new socket about 10 s later; the conversation asks for what it missed.
    await expect.poll(() => sockets.length, { timeout: 20_000, interval: 250 }).toBe(2);
    expect(Date.now() - droppedAt).toBeGreaterThanOrEqual(9_000);
    await log.getByText(`While away ${stamp}, two`).waitFor({ timeout: 10_000 });
    const texts = await log.getByRole('article').allTextContents();
    const ours = texts.filter((text) => text.includes(stamp));
    expect(
      ours.map((text) => /Before the drop|While away [0-9]+, one|While away [0-9]+, two/.exec(text)?.[0]),
    ).toEqual(['Before the drop', `While away ${stamp}, one`, `While away ${stamp}, two`]);

    // And live again on the new socket.
    await send(`After the retry ${stamp}: see you there.`);
    await log.getByText(`After the retry ${stamp}`).waitFor({ timeout: 5_000 });
  });
});
