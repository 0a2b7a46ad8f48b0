// Direct invitations against the real server (issue 39 item 8, issue 16): the demo client, signing in
// from voice@demo.test's profile, invites them to one of the client's active castings from the Invite to a
// casting dialog (a casting still waiting for approval is not offered), a second invitation to the
// same casting is refused in the server's words (as is a casting in a language they do not offer), and the voice actor finds the direct invitation at
// the top of their invites inbox.
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { approved, approvedCasting, pendingCasting } from './castings';
import { apiSignIn, baseUrl, DEMO, hydrated, signedIn, submitSignInPage, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

describe('direct invitations', () => {
  it('a client invites a voice actor to a casting from the profile; a second time and another language are refused; the voice actor finds it in the inbox', async () => {
    const stamp = String(Date.now());
    const casting = await approvedCasting(
      `Harbour museum audio guide ${stamp}`,
      'Twelve short stops of a harbour museum audio guide, calm and curious.',
      300,
    );
    const waiting = await pendingCasting({ name: `Ferry safety announcement ${stamp}` });
    const voice = await apiSignIn(DEMO.voice);
    const providerId = voice.user.provider_id ?? 0;
    const me = await voice.client.unwrap(
      voice.client.api.GET('/providers/{id}', { params: { path: { id: providerId } } }),
    );
    const name = me.data.user.name;
    // A live casting in a language the voice actor does not offer: the server refuses it.
    const { data: attributes } = await voice.client.unwrap(voice.client.api.GET('/attributes/all'));
    const foreign = attributes.languages.find(
      (language) => !me.data.languages.some((offered) => offered.id === language.id),
    );
    if (foreign === undefined)
      throw new Error('The seed has a language the demo voice actor does not offer.');
    const elsewhere = await approved(
      await pendingCasting({
        name: `Ferry timetable prompts ${stamp}`,
        deadline: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString(),
        service_properties: { languages: [foreign.id], proposals_wanted: 10 },
      }),
    );

    // Anonymous at first: Invite to a casting asks them to sign in, says why, and brings them back.
    const page = await chromium.newPage();
    await page.goto(`/voice-actor/${String(providerId)}`);
    await page.getByRole('button', { name: 'Invite to a casting' }).click();
    await page.getByText('Log in or sign up to invite voice actors to your castings.').waitFor();
    await submitSignInPage(page, DEMO.client);
    await page.waitForURL((url) => url.pathname === `/voice-actor/${String(providerId)}`);
    const invite = page.getByRole('button', { name: 'Invite to a casting' });
    await hydrated(invite);
    await invite.click();
    const dialog = page.getByRole('dialog', { name: `Invite ${name} to a casting` });
    const choice = dialog.getByRole('radio', { name: casting.name, exact: true });
    await choice.check();
    // The casting waiting for approval cannot invite yet: the dialog does not offer it.
    await expect(dialog.getByRole('radio', { name: waiting.name, exact: true }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText(`Invitation sent to ${name} for ${casting.name}`).waitFor();

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The same casting again: the server's refusal, in its words; the choice is kept.
    await page.getByRole('button', { name: 'Invite to a casting' }).click();
    await choice.check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog
      .getByRole('alert')
      .getByText('This voice actor is already invited to this project.')
      .waitFor();
    await expect(dialog.getByText(/^Invitation sent/).count()).resolves.toBe(0);
    await expect(choice.isChecked()).resolves.toBe(true);

    // A casting in a language they do not offer: refused in the server's words too.
    await dialog.getByRole('radio', { name: elsewhere.name, exact: true }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog
      .getByRole('alert')
      .getByText('This voice actor does not offer the project’s language.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The server holds one direct invitation of the voice actor to the casting.
    const { data: invitations } = await voice.client.unwrap(
      voice.client.api.GET('/invitations', {
        params: { query: { type: ['direct'], sort: 'newest', size: 100 } },
      }),
    );
    expect(
      invitations
        .filter((invitation) => invitation.project_id === casting.id)
        .map((invitation) => [invitation.type, invitation.status]),
    ).toEqual([['direct', 'requested']]);

    // The voice actor finds it, unread, at the top of their invites inbox.
    const actor = await chromium.newPage();
    await signedIn(actor, DEMO.voice, '/dashboard/invites');
    const card = actor
      .getByRole('list', { name: 'Your invitations' })
      .getByRole('article')
      .filter({ has: actor.locator(`a[href="/projects/${casting.public_hash}/specs"]`) });
    await card.getByText('Direct invitation').waitFor();
    await card.getByText(casting.name).waitFor();
  });

  it('a client invites a voice actor from a search result, with the i key, and the voice actor holds the invitation', async () => {
    const stamp = String(Date.now());
    const casting = await approvedCasting(
      `Lighthouse visitor centre tour ${stamp}`,
      'Eight stops of a lighthouse visitor centre tour, warm and unhurried.',
      300,
    );
    const voice = await apiSignIn(DEMO.voice);
    const providerId = voice.user.provider_id ?? 0;
    const me = await voice.client.unwrap(
      voice.client.api.GET('/providers/{id}', { params: { path: { id: providerId } } }),
    );
    const name = me.data.user.name;

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/search?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('article', { name });
    await hydrated(card.getByRole('button', { name: 'Invite to a casting' }));
    // The keyboard path of the results: the card in focus, then i.
    await card.focus();
    await page.keyboard.press('i');
    const dialog = page.getByRole('dialog', { name: `Invite ${name} to a casting` });
    await dialog.getByRole('radio', { name: casting.name, exact: true }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText(`Invitation sent to ${name} for ${casting.name}`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Still on the same results.
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);

    const { data: invitations } = await voice.client.unwrap(
      voice.client.api.GET('/invitations', {
        params: { query: { type: ['direct'], sort: 'newest', size: 100 } },
      }),
    );
    expect(
      invitations
        .filter((invitation) => invitation.project_id === casting.id)
        .map((invitation) => [invitation.type, invitation.status]),
    ).toEqual([['direct', 'requested']]);
  });
});
