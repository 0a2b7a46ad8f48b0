// Booking a voice actor directly against the real server (issue 42): the client books voice@demo.test
// from the profile at an instant quote and sends the request; the voice actor proposes other terms
// on the booking's page; the client reads the new quote and accepts it; the booking waits for the
// recording. Each step is stored by the server.
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

describe('booking through a booking link', () => {
  it('the voice actor’s link sets the price; the client books at it', async () => {
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
  });
});
