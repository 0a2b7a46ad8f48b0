// The voice actor's own profile editor against the real server: the demo voice actor creates a
// playlist, uploads two samples into it (the first held on the wire while its progress bar shows),
// orders the playlist from the keyboard, edits their details, and finds the change on their public
// profile.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiSignIn, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

/** A seeded speech clip (apps/api/seed/audio), a real mp3 the server's checks accept. */
const clip = () => readFile(new URL('../../api/seed/audio/ivr-bank-en-us.mp3', import.meta.url));

describe('the voice actor’s profile editor', () => {
  it('uploads samples with a progress bar, orders a playlist, edits the details and shows them publicly', async () => {
    const { client, user } = await apiSignIn(DEMO.voice);
    const providerId = user.provider_id;
    if (providerId === null) throw new Error('The demo voice actor has a provider profile.');
    // A returning voice actor who took the tagging tour (its steps would cover the page).
    await client.unwrap(
      client.api.PATCH('/users/{id}', {
        params: { path: { id: user.id } },
        body: { discovery_flags: { tagging_tour: new Date().toISOString() } },
      }),
    );
    const stamp = Date.now().toString(36);
    const playlist = `Editor journey ${stamp}`;
    const first = `first-read-${stamp}`;
    const second = `second-read-${stamp}`;
    const city = `Brooklyn ${stamp}`;

    const page = await chromium.newPage();
    const editor = `/voice-actor/${String(providerId)}/editable`;
    await signedIn(page, DEMO.voice, editor);
    await page.getByRole('heading', { level: 1, name: 'Edit your profile' }).waitFor();

    // A new playlist.
    await page.getByRole('textbox', { name: 'New playlist name' }).fill(playlist);
    await page.getByRole('button', { name: 'Create playlist' }).click();
    await page.getByRole('option', { name: playlist }).first().waitFor({ state: 'attached' });

    // The first upload is held on its way to the server while its progress bar shows, then let go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holdNext = true;
    await page.route(`**/api/providers/${String(providerId)}/samples`, async (route) => {
      if (route.request().method() === 'POST' && holdNext) {
        holdNext = false;
        await held;
      }
      await route.continue();
    });
    await page.getByLabel('Playlist for new samples').selectOption({ label: playlist });
    const files = page.getByRole('group', { name: 'Upload samples' }).locator('input[type="file"]');
    const audio = await clip();
    await files.setInputFiles({ name: `${first}.mp3`, mimeType: 'audio/mpeg', buffer: audio });
    await page.getByRole('progressbar', { name: `Upload of ${first}.mp3` }).waitFor();
    release();
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await uploads.getByText('Uploaded').waitFor();
    await files.setInputFiles({ name: `${second}.mp3`, mimeType: 'audio/mpeg', buffer: audio });
    await expect.poll(() => uploads.getByText('Uploaded').count(), { timeout: 20_000 }).toBe(2);

    // The playlist holds both, in upload order; the second moves to the top from the keyboard.
    const demoId = async () => {
      const { data } = await client.unwrap(
        client.api.GET('/providers/{id}/demos', {
          params: { path: { id: providerId }, query: { size: 100 } },
        }),
      );
      const demo = data.find((d) => d.name === playlist);
      return demo === undefined ? [] : demo.samples.map((s) => s.name);
    };
    await expect.poll(demoId, { timeout: 20_000 }).toEqual([first, second]);
    const handle = page.getByRole('button', { name: `Reorder ${second}`, exact: true });
    await handle.waitFor();
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(demoId, { timeout: 20_000 }).toEqual([second, first]);

    // The details: a new city, saved.
    await page.getByRole('textbox', { name: 'City' }).fill(city);
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Your details are saved.').waitFor();

    // The public profile shows the change and the new samples.
    const recordings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/files/audio/')) recordings.push(request.url());
    });
    await page.getByRole('link', { name: 'See your public profile' }).click();
    await page.getByText(city, { exact: false }).first().waitFor();
    // With its length, which the server read from the upload: shown without loading the file.
    const player = page.getByRole('group', { name: first, exact: true }).first();
    await expect.poll(() => player.textContent()).toContain('0:00 / 0:07');
    expect(recordings).toEqual([]);
  });

  it('adds a work experience credit and shows it on the public profile', async () => {
    const { client, user } = await apiSignIn(DEMO.voice);
    const providerId = user.provider_id;
    if (providerId === null) throw new Error('The demo voice actor has a provider profile.');
    await client.unwrap(
      client.api.PATCH('/users/{id}', {
        params: { path: { id: user.id } },
        body: { discovery_flags: { tagging_tour: new Date().toISOString() } },
      }),
    );
    const title = `Harbor Lights trailer ${Date.now().toString(36)}`;
    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice, `/voice-actor/${String(providerId)}/editable`);
    const form = page.getByRole('form', { name: 'New credit' });
    // This year's credit: the newest, so the public page's first few show it.
    await form.getByRole('textbox', { name: 'Year' }).fill(String(new Date().getUTCFullYear()));
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Role' }).fill('Narrator');
    await form.getByRole('button', { name: 'Add credit' }).click();
    await form.getByText('Credit added.').waitFor();
    await page.getByRole('list', { name: 'Your credits' }).getByText(title, { exact: false }).waitFor();

    await page.getByRole('link', { name: 'See your public profile' }).click();
    const credits = page.getByRole('list', { name: /^Work experience of / });
    await credits.getByText(title, { exact: false }).waitFor();
  });
});
