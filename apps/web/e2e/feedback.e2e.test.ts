// Feedback on auditions against the real server (issue 41): the demo client asks two addresses for
// feedback on an audition of their first casting; the mail reaches the demo mailbox with its link;
// an anonymous browser opens it, plays the audition and sends feedback; the client reads it on the
// feedback page and replies. And the demo voice actor asks about their own audition from the outbox.
import type { Project } from '@vo/sdk';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  // The navbar tour would cover the page at a first visit.
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

/** The demo client's first (oldest) active casting of their own with auditions, and its first audition. */
async function firstAudition(): Promise<{ casting: Project; offerId: number; voiceActor: string }> {
  const { client, user } = await apiSignIn(DEMO.client);
  const { data } = await client.unwrap(
    client.api.GET('/users/{id}/projects', {
      params: { path: { id: user.id }, query: { scope: 'active', size: 100 } },
    }),
  );
  const castings = data
    .filter((p) => p.type === 'casting' && p.user_id?.[0] === user.id)
    .sort((a, b) => a.id - b.id);
  for (const casting of castings) {
    const { data: offers } = await client.unwrap(
      client.api.GET('/offers', { params: { query: { project_id: casting.public_hash, size: 1 } } }),
    );
    const [offer] = offers;
    if (offer) return { casting, offerId: offer.id, voiceActor: offer.provider.user.name };
  }
  throw new Error('The seed gives the demo client a casting with auditions.');
}

/** The link of the newest feedback request mailed to `to`, read in the demo mailbox. */
async function mailedLink(mailbox: Page, to: string): Promise<string> {
  const mail = () =>
    mailbox
      .getByRole('row')
      .filter({ hasText: to })
      .getByRole('link', { name: /asks for your feedback on an audition$/ });
  await expect
    .poll(
      async () => {
        await mailbox.goto('/dev/mailbox');
        return mail().count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await mail().click();
  const link = mailbox.getByRole('link', { name: new RegExp(`^${baseUrl()}/feedback/`) });
  await link.waitFor();
  return (await link.textContent()) ?? '';
}

describe('feedback on auditions', () => {
  it('the client asks two people, one answers through the mailed link, the client replies', async () => {
    const { casting, offerId, voiceActor } = await firstAudition();
    const stamp = String(Date.now());
    const coach = `coach.${stamp}@example.com`;
    const colleague = `jon.${stamp}@example.com`;
    const words = `The second paragraph felt rushed (${stamp}).`;

    // The client asks from the audition's details: a mistyped address is named before anything is sent.
    const owner = await chromium.newPage();
    await signedIn(
      owner,
      DEMO.client,
      `/projects/${casting.public_hash}/proposals/details/${String(offerId)}`,
    );
    await owner.getByRole('button', { name: 'Ask for feedback' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Ask for feedback' });
    const addresses = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    await addresses.fill(`${coach}, jon.baker@example`);
    await addresses.blur();
    await dialog.getByText('“jon.baker@example” is not a valid e-mail address.').waitFor();
    await addresses.fill(`${coach}, ${colleague}`);
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await dialog.getByText('Your request was sent to 2 addresses.').waitFor();

    // Each address has its mail; the coach's link opens the public page in a browser nobody signed in to.
    const mailbox = await chromium.newPage();
    await mailedLink(mailbox, colleague);
    const link = await mailedLink(mailbox, coach);
    const reader = await chromium.newPage();
    await reader.goto(link);
    await reader.getByRole('heading', { level: 1, name: `Feedback on ${voiceActor}’s audition` }).waitFor();
    await reader.getByText(`For the project “${casting.name}”`).waitFor();
    await reader.getByRole('button', { name: `Play Audition by ${voiceActor}` }).click();
    await reader.getByRole('button', { name: `Pause Audition by ${voiceActor}` }).waitFor();
    await reader.getByRole('textbox', { name: 'Your feedback' }).fill(words);
    await reader.getByRole('button', { name: 'Send feedback' }).click();
    await reader.getByRole('heading', { name: 'Thank you, your feedback was sent' }).waitFor();

    // The client reads it on the feedback page and replies.
    await owner.goto('/dashboard/feedback');
    const answer = owner.getByRole('listitem').filter({ hasText: words });
    await answer.getByRole('textbox', { name: 'Your reply' }).fill('Thank you, noted for the next take.');
    await answer.getByRole('button', { name: 'Reply' }).click();
    await answer.getByText('Reply saved.').waitFor();
    await owner.reload();
    await owner
      .getByRole('listitem')
      .filter({ hasText: words })
      .getByText(/^You replied .*: Thank you, noted for the next take\.$/)
      .waitFor();
  });

  it('a voice actor asks about their own audition from the outbox', async () => {
    const voice = await chromium.newPage();
    await signedIn(voice, DEMO.voice, '/dashboard/offers');
    await voice
      .getByRole('button', { name: /^Ask for feedback on your audition for / })
      .first()
      .click();
    const dialog = voice.getByRole('dialog', { name: 'Ask for feedback' });
    await dialog
      .getByRole('textbox', { name: 'E-mail addresses' })
      .fill(`vocal.coach.${String(Date.now())}@example.com`);
    await dialog.getByRole('button', { name: 'Send the request' }).click();
    await dialog.getByText('Your request was sent to 1 address.').waitFor();
    await dialog.getByRole('link', { name: 'your feedback page' }).click();
    await voice.getByRole('heading', { level: 1, name: 'Feedback on auditions' }).waitFor();
    await voice.getByText('No feedback yet').first().waitFor();
  });
});
