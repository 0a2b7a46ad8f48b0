// Booking a voice actor directly against the real server (issue 42): the client books voice@demo.test
// from the profile at an instant quote and sends the request; the voice actor proposes other terms
// on the booking's page; the client reads the new quote and accepts it; the booking waits for the
// recording. Through a booking link, to the end: the voice actor accepts the request from their
// bookings, delivers, the client asks for a revision, the revised take is accepted, and both review.
// Each step is stored by the server.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Project } from '@vo/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

async function projectAs(email: string, hash: string): Promise<Project> {
  const { client } = await apiSignIn(email);
  const { data } = await client.unwrap(client.api.GET('/projects/{id}', { params: { path: { id: hash } } }));
  return data;
}

describe('booking a voice actor directly', () => {
  it('the client books at an instant quote, the voice actor proposes other terms, the client accepts them', async () => {
    const { client: voiceApi } = await apiSignIn(DEMO.voice);
    const me = (await voiceApi.unwrap(voiceApi.api.GET('/users/me'))).data;
    const providerId = me.provider_id ?? 0;

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/voice-actor/${String(providerId)}`);
    await page.getByRole('button', { name: /^Book / }).click();
    await page.waitForURL((url) => url.pathname === `/book/${String(providerId)}`);
    await page
      .getByRole('textbox', { name: 'Script' })
      .fill('Welcome to Harbor Bank. Your savings, your plans, your future: we are here for every step.');
    const quote = page.getByRole('complementary', { name: 'Instant quote' });
    await expect.poll(() => quote.innerText()).toMatch(/You pay\s*\$[\d,]+\.\d\d/);
    await page.getByRole('textbox', { name: 'Your budget (US dollars)' }).fill('300');
    await expect.poll(() => quote.innerText()).toMatch(/You pay\s*\$300\.00[\s\S]*receives\s*\$240\.00/);
    await page.getByRole('button', { name: 'Review the booking' }).click();
    await page.getByRole('region', { name: 'Review your booking' }).getByText('You pay $300.00.').waitFor();
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/projects/'));
    const hash = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.getByText('Waiting for the voice actor to answer.').waitFor();
    expect(await projectAs(DEMO.client, hash)).toMatchObject({ type: 'booking', status: 'active' });

    // The voice actor answers with their price on the booking's page.
    const actor = await chromium.newPage();
    await signedIn(actor, DEMO.voice, `/projects/${hash}`);
    await actor.getByRole('button', { name: 'Propose other terms' }).click();
    await actor.getByRole('textbox', { name: 'Your price (US dollars)' }).fill('400');
    await actor.getByRole('button', { name: 'Send the new terms' }).click();
    await actor.getByText('You proposed other terms: the client accepts them or cancels.').waitFor();
    expect(await projectAs(DEMO.client, hash)).toMatchObject({ status: 'booking-sent' });

    // The client reads the new quote and accepts it.
    await page.reload();
    await page.getByRole('button', { name: 'Accept the new terms ($400.00)' }).click();
    await page.getByText('You accepted the voice actor’s terms.').waitFor();
    expect(await projectAs(DEMO.client, hash)).toMatchObject({
      status: 'booking-accepted',
      quote_client_confirmation: true,
    });
  });
});

const take = (name: string) => ({
  name,
  mimeType: 'audio/mpeg',
  buffer: readFileSync(new URL('../../api/seed/audio/audiobook-en-gb.mp3', import.meta.url)),
});

/** The voice actor sends a take from the recording's send page (first or revised). */
async function sendTake(page: Page, name: string, button: string) {
  await page.locator('input[type="file"]').setInputFiles(take(name));
  await page.getByText(`Chosen: ${name}`).waitFor();
  await page.getByRole('button', { name: button }).click();
  await page.getByText('Sent: waiting for the client’s decision').waitFor();
}

describe('booking through a booking link', () => {
  it('the voice actor’s link sets the price; the client books at it; it is accepted, delivered, revised, completed and reviewed', async () => {
    const { client: voiceApi } = await apiSignIn(DEMO.voice);
    const me = (await voiceApi.unwrap(voiceApi.api.GET('/users/me'))).data;
    const link = (
      await voiceApi.unwrap(
        voiceApi.api.POST('/booking_links', {
          body: { provider_id: me.provider_id ?? 0, name: 'Short promo', budget: 180 },
        }),
      )
    ).data;
    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, new URL(link.url).pathname);
    await page.getByText(/booking link "Short promo": its price of \$180\.00 applies/).waitFor();
    await page.getByRole('textbox', { name: 'Script' }).fill('Fresh bread every morning at Cedar Bakery.');
    const quote = page.getByRole('complementary', { name: 'Instant quote' });
    await expect.poll(() => quote.innerText()).toMatch(/You pay\s*\$180\.00/);
    await page.getByRole('button', { name: 'Review the booking' }).click();
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/projects/'));
    await expect
      .poll(() => page.locator('dl[aria-label="Current terms"]').innerText())
      .toMatch(/Price\s*\$180\.00/);
    const hash = new URL(page.url()).pathname.split('/')[2] ?? '';
    const name = (await projectAs(DEMO.client, hash)).name;
    // A booking's card, by its link (bookings of one voice actor share their name).
    const card = (on: Page) =>
      on.getByRole('article').filter({ has: on.locator(`a[href="/projects/${hash}"]`) });

    // The voice actor finds the request among their bookings and accepts it there.
    const actor = await chromium.newPage();
    await signedIn(actor, DEMO.voice, '/dashboard/bookings');
    const request = card(actor);
    await request.getByText('Waiting for your answer', { exact: true }).waitFor();
    await request.getByRole('button', { name: 'Accept booking' }).click();
    await actor.getByText(`You accepted the booking ${name}.`).waitFor();
    expect(await projectAs(DEMO.client, hash)).toMatchObject({ status: 'booking-accepted' });

    // The client's bookings show it waiting for the recording.
    await page.goto('/dashboard/bookings');
    await card(page).getByText('Waiting for the recording', { exact: true }).waitFor();

    // Delivered, revised once, delivered again and accepted.
    await actor.goto(`/projects/${hash}/recording/edit`);
    await sendTake(actor, 'cedar-bakery-take-1.mp3', 'Send the recording');
    await page.goto(`/projects/${hash}/recording`);
    await page
      .getByRole('textbox', { name: 'What should change' })
      .fill('A little brighter on “every morning”.');
    await page.getByRole('button', { name: 'Ask for a revision' }).click();
    await page.getByText('Revision asked: waiting for the revised recording').waitFor();
    await actor.goto(`/projects/${hash}/recording`);
    await actor.getByText('A little brighter on “every morning”.').waitFor();
    await actor.getByRole('link', { name: 'Send the revised recording' }).click();
    await sendTake(actor, 'cedar-bakery-take-2.mp3', 'Send the revised recording');
    await page.reload();
    await page.getByRole('button', { name: 'Accept the recording' }).click();
    await page.getByText('Accepted: the booking is complete').waitFor();
    expect(await projectAs(DEMO.client, hash)).toMatchObject({
      status: 'completed',
      completion_reason: 'deliverable-accepted',
    });

    // Both review the booking from its page.
    for (const [who, text] of [
      [page, 'Bright, warm and quick to revise. Booking again.'],
      [actor, 'Clear brief and a prompt decision. A pleasure.'],
    ] as const) {
      await who.goto(`/projects/${hash}`);
      const panel = who.getByRole('region', { name: /^Review the / });
      await panel.getByRole('button', { name: 'Write a review' }).click();
      await panel.locator('label', { hasText: '5 stars' }).click();
      await panel.getByRole('textbox', { name: 'Your review' }).fill(text);
      await panel.getByRole('button', { name: 'Post the review' }).click();
      await panel.getByRole('button', { name: 'Edit review' }).waitFor();
    }
  });
});
