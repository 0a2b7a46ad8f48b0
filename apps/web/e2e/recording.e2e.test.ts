// A booking's recording against the real server (issue 42), from the seeded booking of the demo
// client with the demo voice actor (booking-accepted, 2 revisions, nothing delivered yet): the voice
// actor sends a file, the client plays it and asks for a revision, the voice actor sends the revised
// file, the client accepts it and the booking shows completed. A second seeded booking's recording is
// accepted by the queue's job at its moment, a minute after the server seeded (apps/api/src/seed/
// autoAcceptBooking.ts; the restart and the refusals: routes/deliverables/deliverables.autoAccept.test.ts).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { baseUrl, DEMO, openMail, signedIn, useChromium } from './support';

const chromium = useChromium();
/** The seeded booking waiting for its recording (apps/api/src/seed/bookings.ts). */
const BOOKING = '/projects/recbooking01';
/** The seeded booking whose sent recording nobody decides on (apps/api/src/seed/autoAcceptBooking.ts). */
const LEFT_ALONE = '/projects/autobooking1';

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

const take = (name: string) => ({
  name,
  mimeType: 'audio/mpeg',
  buffer: readFileSync(new URL('../../api/seed/audio/audiobook-en-gb.mp3', import.meta.url)),
});

async function sendFile(page: Page, name: string, button: string) {
  await page.locator('input[type="file"]').setInputFiles(take(name));
  await page.getByText(`Chosen: ${name}`).waitFor();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL((url) => /\/recording\/\d+$/.test(url.pathname));
  await page.getByText('Sent: waiting for the client’s decision').waitFor();
}

describe('a booking’s recording', () => {
  it('is sent, revised, sent again and accepted, completing the booking', async () => {
    const voice = await chromium.newPage();
    await signedIn(voice, DEMO.voice, BOOKING);
    await voice.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Recording' }).click();
    await voice.getByRole('region', { name: 'No recording yet' }).waitFor();
    await voice.getByRole('link', { name: 'Send the recording' }).click();
    await voice.waitForURL((url) => url.pathname.endsWith('/recording/edit'));
    // A link that is no url is refused in the spec's words; what was typed stays.
    await voice.getByRole('textbox', { name: 'Link to the recording' }).fill('not a link');
    await voice.getByRole('button', { name: 'Send the recording' }).click();
    await voice.getByText('A valid url is required.').waitFor();
    await voice.getByRole('textbox', { name: 'Link to the recording' }).fill('');
    await sendFile(voice, 'walkthrough-take-1.mp3', 'Send the recording');

    const client = await chromium.newPage();
    await signedIn(client, DEMO.client, `${BOOKING}/recording`);
    // Opening it is the review; the player streams the file.
    await client.getByText('Reviewed: waiting for the client’s decision').waitFor();
    expect(await client.locator('audio').count()).toBe(1);
    await client.getByText('2 revisions remain of the 2 this booking includes.').waitFor();
    await client.getByRole('button', { name: 'Reject the recording' }).click();
    await client
      .getByRole('alertdialog', { name: 'Reject the recording' })
      .getByText(/We advise asking for a revision first/)
      .waitFor();
    await client.getByRole('button', { name: 'Keep it' }).click();
    await client
      .getByRole('textbox', { name: 'What should change' })
      .fill('Slower on the three steps, please.');
    await client.getByRole('button', { name: 'Ask for a revision' }).click();
    await client.getByText('Revision asked: waiting for the revised recording').waitFor();
    await client.getByText('1 revision remains of the 2 this booking includes.').waitFor();

    await voice.goto(`${BOOKING}/recording`);
    await voice.getByText('Slower on the three steps, please.').waitFor();
    await voice.getByRole('link', { name: 'Send the revised recording' }).click();
    await voice.waitForURL((url) => /\/recording\/\d+\/edit$/.test(url.pathname));
    await sendFile(voice, 'walkthrough-take-2.mp3', 'Send the revised recording');

    await client.reload();
    await client.getByText('Reviewed: waiting for the client’s decision').waitFor();
    await client.getByText('walkthrough', { exact: false }).first().waitFor();
    await client.getByRole('button', { name: 'Accept the recording' }).click();
    await client.getByText('Accepted: the booking is complete').waitFor();
    // Nothing is left to decide.
    expect(await client.getByRole('button', { name: 'Ask for a revision' }).count()).toBe(0);

    await client.goto(BOOKING);
    await client.getByText('completed', { exact: true }).first().waitFor();
  });

  it('is accepted automatically when its moment passes without the client’s decision', async () => {
    const client = await chromium.newPage();
    await signedIn(client, DEMO.client, `${LEFT_ALONE}/recording`);
    const accepted = client.getByText('Accepted: the booking is complete');
    const waiting = client.getByText(/^(Sent|Reviewed): waiting for the client’s decision$/);
    // Opened before the moment (the server seeded less than a minute ago), the page says when, and
    // reads the recording again then, with no reload; opened after, the job has accepted it already.
    await accepted.or(waiting).waitFor();
    if ((await waiting.count()) > 0) {
      await client.getByText(/^Accepted automatically on .+ unless you decide first\.$/).waitFor();
    }
    await accepted.waitFor({ timeout: 90_000 });
    expect(await client.getByRole('button', { name: 'Accept the recording' }).count()).toBe(0);
    await client.goto(LEFT_ALONE);
    await client.getByText('completed', { exact: true }).first().waitFor();

    // The voice actor is told.
    const mail = await openMail(
      chromium,
      DEMO.voice,
      'Your recording for “Museum audio guide, gallery 3” was accepted',
    );
    await mail
      .getByText(/accepted automatically/)
      .first()
      .waitFor();
  }, 120_000);
});
