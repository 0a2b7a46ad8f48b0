// The owners' review tools and the voice actor's safeguards against the real server (issue 41): a
// private note kept on the project, an audition downloaded only through the owner's personal link
// (counted by the server) and reported to the moderators; the audition form telling the voice actor
// their monthly allowance and carrying the AI-voice mark to the client's card.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { offerAs, sendAudition } from './auditions';
import { approvedCasting } from './castings';
import { apiSignIn, baseUrl, DEMO, signedIn, snackbar, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

describe('the owners’ review tools', () => {
  it('the client keeps a private note, downloads an audition (counted) and reports another', async () => {
    const project = await approvedCasting(
      'Review tools: Lakeside museum audio guide',
      'A curious, friendly guide voice for a museum.',
      500,
    );
    const first = await sendAudition(DEMO.voice, project.id, 300);
    await sendAudition(DEMO.both, project.id, 280);

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${project.public_hash}`);
    await page
      .getByRole('textbox', { name: 'Add a note' })
      .fill('Shortlist: the first take. Ask for a slower pace.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await snackbar(page, 'Note saved').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('list', { name: 'Notes' }).innerText())
      .toContain('Shortlist: the first take. Ask for a slower pace.');

    await page.goto(`${baseUrl()}/projects/${project.public_hash}/proposals`);
    const card = page
      .getByRole('list', { name: `Proposals for ${project.name}` })
      .getByRole('article')
      .filter({ hasText: first.provider.user.name });
    const download = page.waitForEvent('download');
    await card.getByRole('link', { name: /^Download / }).click();
    expect((await download).suggestedFilename()).toMatch(
      /^voicemarket-review-tools-lakeside-museum-audio-guide-/,
    );
    await expect.poll(async () => (await offerAs(DEMO.client, first.id)).downloaded).toBe(true);

    await card.getByRole('link', { name: /^Report / }).click();
    await page.getByRole('heading', { name: 'Report this proposal' }).waitFor();
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Tell the moderators what is wrong, so they can act on your report.').waitFor();
    await page.getByRole('textbox', { name: /What is wrong/ }).fill('This is not the voice of the profile.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByRole('heading', { name: 'Thank you' }).waitFor();
    await page.getByText('Report sent').waitFor();
  });

  it('a voice actor sees their monthly allowance and marks an AI voice, which the client sees', async () => {
    const project = await approvedCasting(
      'Review tools: Orbit app onboarding',
      'Short onboarding lines for a banking app.',
      200,
    );
    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice, `/projects/${project.public_hash}/proposals/new/edit`);
    await page
      .getByText(/You can send \d+ more auditions? this month with your Premium membership\./)
      .waitFor();
    await page.getByRole('checkbox', { name: 'Made with an AI voice' }).check();
    await page.getByRole('textbox', { name: 'Your price (US dollars)' }).fill('150');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'orbit-take.mp3',
      mimeType: 'audio/mpeg',
      buffer: readFileSync(new URL('../../api/seed/audio/audiobook-en-gb.mp3', import.meta.url)),
    });
    // Kept as a draft first: its address is then its own, and the mark is kept with it.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.waitForURL((url) => /\/proposals\/\d+\/edit$/.test(url.pathname));
    expect(await page.getByRole('checkbox', { name: 'Made with an AI voice' }).isChecked()).toBe(true);
    const id = Number(/\/proposals\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)?.[1]);
    expect((await offerAs(DEMO.voice, id)).ai_voice).toBe(true);

    // Sent, it reaches the client marked.
    await page.getByRole('button', { name: 'Send audition' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/proposals'));
    const owner = await chromium.newPage();
    await signedIn(owner, DEMO.client, `/projects/${project.public_hash}/proposals`);
    await owner.getByRole('article').first().getByText('AI voice').waitFor();
  });
});

describe('a live project page', () => {
  it('shows a new audition and a new question to the client without a reload', async () => {
    const project = await approvedCasting(
      'Review tools: Cedar radio jingle',
      'A bright jingle voice for a local radio station.',
      250,
    );
    await sendAudition(DEMO.voice, project.id, 200);
    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${project.public_hash}/proposals`);
    const cards = page.getByRole('list', { name: `Proposals for ${project.name}` }).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);

    await sendAudition(DEMO.both, project.id, 220);
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);

    const { client } = await apiSignIn(DEMO.voice);
    const me = await client.unwrap(client.api.GET('/users/me'));
    await client.unwrap(
      client.api.POST('/projects/{id}/qa', {
        params: { path: { id: project.public_hash } },
        body: { provider_id: me.data.provider_id ?? 0, message: 'Should the jingle be sung or spoken?' },
      }),
    );
    await page
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: /Questions.*1 new/ })
      .waitFor({ timeout: 15_000 });
  });
});
