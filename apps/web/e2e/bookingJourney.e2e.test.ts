// From a casting's audition to a reviewed booking, against the real server (issue 42): the client
// books the voice actor of an audition from the proposals list (the form comes filled with the
// casting's script and the audition's price), changes the request before the voice actor answers,
// the voice actor answers with other terms, the client accepts them, the voice actor delivers, the
// client accepts the recording, and both review. Each step is read back from the server.
import { readFileSync } from 'node:fs';
import type { Project, Review } from '@vo/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { sendAudition } from './auditions';
import { approved, pendingCasting } from './castings';
import { apiClient, apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

async function projectAs(email: string, ref: string | number): Promise<Project> {
  const { client } = await apiSignIn(email);
  const { data } = await client.unwrap(
    client.api.GET('/projects/{id}', { params: { path: { id: String(ref) } } }),
  );
  return data;
}

const SCRIPT = 'Harbor Lights opens this Friday. Tickets at the door, popcorn on the house.';

describe('booking a casting’s audition, to the end', () => {
  it('books the audition, changes the request, agrees new terms, delivers, accepts and reviews', async () => {
    const casting = await approved(
      await pendingCasting({
        name: 'Harbor Lights radio spot',
        deadline: new Date(Date.now() + 10 * 24 * 3600 * 1000).toISOString(),
        service_properties: {
          description: 'A warm radio spot.',
          script: SCRIPT,
          budget: 300,
          proposals_wanted: 10,
        },
      }),
    );
    const audition = await sendAudition(DEMO.voice, casting.id, 275);
    const actorName = audition.provider.user.name;

    // The client books from the proposals list: the casting's script and the audition's price are in.
    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${casting.public_hash}/proposals`);
    await page.getByRole('link', { name: `Book ${actorName}` }).click();
    await page.waitForURL((url) => url.pathname === `/proposals/${String(audition.id)}/book`);
    await page.getByRole('heading', { name: `Book ${actorName} for “Harbor Lights radio spot”` }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Script' }).inputValue()).toBe(SCRIPT);
    const quote = page.getByRole('complementary', { name: 'Instant quote' });
    await expect.poll(() => quote.innerText()).toMatch(/You pay\s*\$275\.00/);
    await page.getByRole('button', { name: 'Review the booking' }).click();
    await page.getByRole('button', { name: 'Send booking request' }).click();
    await page.waitForURL(
      (url) => url.pathname.startsWith('/projects/') && !url.pathname.includes(casting.public_hash),
    );
    const hash = new URL(page.url()).pathname.split('/')[2] ?? '';
    await page.getByText('Waiting for the voice actor to answer.').waitFor();
    const booking = await projectAs(DEMO.client, hash);
    expect(booking).toMatchObject({ type: 'booking', status: 'active' });
    expect((await projectAs(DEMO.client, casting.public_hash)).winner_selected).toBe(true);

    // Before the voice actor answers, the client changes the request: a higher budget, 3 revisions.
    await page.getByRole('link', { name: 'Change the request' }).click();
    await page.waitForURL((url) => url.pathname === `/booking/${hash}`);
    await page.getByRole('heading', { name: `Change your booking of ${actorName}` }).waitFor();
    await page.getByRole('textbox', { name: 'Your budget (US dollars)' }).fill('320');
    await page.getByRole('combobox', { name: 'Revisions included' }).selectOption('3');
    await expect.poll(() => quote.innerText()).toMatch(/You pay\s*\$320\.00/);
    await page.getByRole('button', { name: 'Review the booking' }).click();
    await page.getByRole('button', { name: 'Save the changed request' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/projects/${hash}`));
    await expect
      .poll(() => page.locator('dl[aria-label="Current terms"]').innerText())
      .toMatch(/Price\s*\$320\.00[\s\S]*Revisions included\s*3/);

    // The voice actor answers with their own price; the client accepts it.
    const actor = await chromium.newPage();
    await signedIn(actor, DEMO.voice, `/projects/${hash}`);
    await actor.getByRole('button', { name: 'Propose other terms' }).click();
    await actor.getByRole('textbox', { name: 'Your price (US dollars)' }).fill('360');
    await actor.getByRole('button', { name: 'Send the new terms' }).click();
    await actor.getByText('You proposed other terms: the client accepts them or cancels.').waitFor();
    await page.reload();
    expect(await page.getByRole('link', { name: 'Change the request' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Accept the new terms ($360.00)' }).click();
    await page.getByText('You accepted the voice actor’s terms.').waitFor();
    expect(await projectAs(DEMO.client, hash)).toMatchObject({
      status: 'booking-accepted',
      service_properties: { budget: 360 },
    });

    // The voice actor sends the recording; the client accepts it and the booking completes.
    await actor.goto(`/projects/${hash}/recording/edit`);
    await actor.locator('input[type="file"]').setInputFiles({
      name: 'harbor-lights-spot.mp3',
      mimeType: 'audio/mpeg',
      buffer: readFileSync(new URL('../../api/seed/audio/audiobook-en-gb.mp3', import.meta.url)),
    });
    await actor.getByText('Chosen: harbor-lights-spot.mp3').waitFor();
    await actor.getByRole('button', { name: 'Send the recording' }).click();
    await actor.getByText('Sent: waiting for the client’s decision').waitFor();
    await page.goto(`/projects/${hash}/recording`);
    await page.getByRole('button', { name: 'Accept the recording' }).click();
    await page.getByText('Accepted: the booking is complete').waitFor();
    expect(await projectAs(DEMO.client, hash)).toMatchObject({
      status: 'completed',
      completion_reason: 'deliverable-accepted',
    });

    // Both review the booking from its page.
    const text = 'Booked from the casting, delivered on time. Lovely warmth.';
    await page.goto(`/projects/${hash}`);
    const panel = page.getByRole('region', { name: /^Review the / });
    await panel.getByRole('button', { name: 'Write a review' }).click();
    await panel.locator('label', { hasText: '5 stars' }).click();
    await panel.getByRole('textbox', { name: 'Your review' }).fill(text);
    await panel.getByRole('button', { name: 'Post the review' }).click();
    await panel.getByRole('button', { name: 'Edit review' }).waitFor();
    const { data: reviews } = await apiClient().unwrap(
      apiClient().api.GET('/reviews', {
        params: { query: { target: 'provider', target_id: audition.provider_id, size: 50 } },
      }),
    );
    expect(reviews.find((review: Review) => review.review === text)).toMatchObject({ rating: 5 });
  });
});
