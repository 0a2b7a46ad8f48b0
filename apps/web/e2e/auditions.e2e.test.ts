// Auditions against the real server (issue 41): a voice actor sends a recording through the
// audition form; two voice actors audition to the demo client's casting and the client reviews with
// the keyboard only (next, play, like, comment, choose the winner), each step stored by the server;
// the voice actors' outboxes say what happened.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { offerAs, sendAudition } from './auditions';
import { approvedCasting } from './castings';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  // The navbar tour would cover the page at a first visit.
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

describe('auditioning', () => {
  it('a voice actor sends a recording from the casting’s page; the client’s Proposals tab has it', async () => {
    const project = await approvedCasting(
      'Audition form: Northwind ferry announcements',
      'Calm, clear safety announcements for a ferry line.',
      300,
    );
    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice, `/projects/${project.public_hash}`);
    await page.getByRole('link', { name: 'Send your audition' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/proposals/new/edit'));
    await page.locator('input[type="file"]').setInputFiles({
      name: 'northwind-take-1.mp3',
      mimeType: 'audio/mpeg',
      buffer: readFileSync(new URL('../../api/seed/audio/audiobook-en-gb.mp3', import.meta.url)),
    });
    await page.getByRole('textbox', { name: 'Your price (US dollars)' }).fill('275');
    await page.getByRole('button', { name: 'Send audition' }).click();

    // The server holds it, sent, with the recording and the price; the owner finds it in the tab.
    const client = await apiSignIn(DEMO.client);
    await expect
      .poll(async () => {
        const { data } = await client.client.unwrap(
          client.client.api.GET('/offers', { params: { query: { project_id: project.public_hash } } }),
        );
        return data.map((o) => ({ status: o.status, price: o.price_quote, recorded: o.audio_url !== null }));
      })
      .toEqual([{ status: 'posted', price: 275, recorded: true }]);
    const owner = await chromium.newPage();
    await signedIn(owner, DEMO.client, `/projects/${project.public_hash}/proposals`);
    await owner
      .getByRole('list', { name: `Proposals for ${project.name}` })
      .getByRole('article')
      .first()
      .waitFor();
  });
});

describe('reviewing auditions', () => {
  it('the client reviews two auditions with the keyboard only and chooses a winner', async () => {
    const project = await approvedCasting(
      'Keyboard review: Harbor Lights trailer',
      'A warm, confident trailer voice for a harbor-town drama.',
      400,
    );
    const first = await sendAudition(DEMO.voice, project.id, 350);
    const second = await sendAudition(DEMO.both, project.id, 420);

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${project.public_hash}/proposals`);
    const cards = page.getByRole('list', { name: `Proposals for ${project.name}` }).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);

    // j: the first audition; p: play it (the server marks it listened, its status reviewed).
    await page.keyboard.press('j');
    await page.keyboard.press('p');
    await expect
      .poll(async () => (await offerAs(DEMO.client, first.id)).listened, { timeout: 15_000 })
      .toBe(true);
    await page.keyboard.press('p');
    // l: like it.
    await page.keyboard.press('l');
    await expect.poll(async () => (await offerAs(DEMO.client, first.id)).upvotes).toBe(1);
    // c: comment on it, typed and sent from the keyboard.
    await page.keyboard.press('c');
    const comment = page.getByRole('textbox', { name: 'Add a comment' });
    await comment.waitFor();
    await comment.fill('Lovely read. Could the tag line land a touch slower?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await offerAs(DEMO.client, first.id)).comments?.map((c) => c.message) ?? [])
      .toContain('Lovely read. Could the tag line land a touch slower?');
    await page.keyboard.press('Escape');

    // j: the second audition; w: choose it as the winner, confirmed with Enter.
    await page.keyboard.press('j');
    await page.keyboard.press('w');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await offerAs(DEMO.client, second.id)).winner).toBe(true);

    // The voice actors' outboxes: the first was listened to and liked, not chosen; the second chosen.
    const voice = await chromium.newPage();
    await signedIn(voice, DEMO.voice, '/dashboard/offers');
    const mine = voice.getByRole('article').filter({ hasText: 'Keyboard review: Harbor Lights trailer' });
    await mine.waitFor();
    await expect.poll(() => mine.textContent()).toMatch(/Listened/);
    expect(await mine.textContent()).toMatch(/Liked/);
    expect(await mine.textContent()).toMatch(/Not chosen/);
  });
});
