// Sharing a casting against the real server (issue 41): the demo client opens Share on their first
// casting with auditions and copies its ownership link; both@demo.test opens that link, signs in on
// the way, lands on the casting's specs as its new owner and likes an audition in its Proposals tab
// (the server records the like); an anonymous visitor opens the read-only link and hears the
// auditions with no like, trash or winner control, then one's details, and the clean link without
// the marketplace's shell.
import type { Project } from '@vo/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { offerAs } from './auditions';
import { apiSignIn, baseUrl, DEMO, signedIn, submitSignInPage, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  // The navbar tour would cover the page at a first visit.
  for (const email of [DEMO.client, DEMO.both]) await finishNavbarTour(baseUrl(), email);
});

/** The demo client's first (oldest) active casting of their own with auditions: the seed's. */
async function firstCastingWithAuditions(): Promise<Project> {
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
    if (offers.length > 0) return casting;
  }
  throw new Error('The seed gives the demo client a casting with auditions.');
}

describe('sharing a casting', () => {
  it('an ownership link makes a colleague an owner who likes; the read-only link shows no controls', async () => {
    const casting = await firstCastingWithAuditions();

    // The client copies the ownership link from the Share dialog.
    const owner = await chromium.newPage();
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await signedIn(owner, DEMO.client, `/projects/${casting.public_hash}`);
    await owner.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Share this casting' });
    const ownershipField = dialog.getByRole('textbox', { name: 'Ownership link' });
    await ownershipField.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Read-only link' }).inputValue()).toBe(
      `${baseUrl()}/pv/${casting.public_hash}`,
    );
    await dialog.getByRole('button', { name: 'Copy the ownership link' }).click();
    await dialog.getByText('Copied', { exact: true }).waitFor();
    const copied = await owner.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await ownershipField.inputValue());
    expect(copied).toMatch(new RegExp(`^${baseUrl()}/sc/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));

    // both@demo.test opens it anonymous: signs in on the way and comes back to take the ownership.
    const colleague = await chromium.newPage();
    await colleague.goto(copied);
    await submitSignInPage(colleague, DEMO.both);
    await colleague.waitForURL(
      (url) =>
        `${url.pathname}${url.search}` === `/projects/${casting.public_hash}/specs?ownership_granted=1`,
    );
    await colleague.getByText('You are now an owner of this project').waitFor();

    // As an owner they like an audition in the Proposals tab; the server has their like.
    await colleague
      .getByRole('navigation', { name: 'Project' })
      .getByRole('link', { name: 'Proposals' })
      .click();
    const cards = colleague.getByRole('list', { name: `Proposals for ${casting.name}` }).getByRole('article');
    await cards.first().waitFor();
    const like = cards.first().getByRole('button', { name: /^Like / });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    const { user: both } = await apiSignIn(DEMO.both);
    const offerId = Number(await cards.first().locator('xpath=..').getAttribute('data-offer'));
    await expect.poll(async () => (await offerAs(DEMO.client, offerId)).votes ?? []).toContain(both.id);

    // Anyone with the read-only link hears the auditions, without a control to act on them.
    const visitor = await chromium.newPage();
    await visitor.goto(`/pv/${casting.public_hash}`);
    await visitor.getByRole('heading', { level: 1, name: casting.name }).waitFor();
    const shared = visitor.getByRole('list', { name: `Proposals for ${casting.name}` }).getByRole('article');
    await shared.first().waitFor();
    expect(await shared.count()).toBeGreaterThan(1);
    await shared.first().getByRole('button', { name: /^Play/ }).waitFor();
    for (const control of [/^Like /, /^Move to trash/, /^Choose as winner/, /^Restore /, /^Comments/]) {
      expect(await visitor.getByRole('button', { name: control }).count(), String(control)).toBe(0);
    }
    expect(await visitor.getByRole('link', { name: /^Download / }).count()).toBe(0);
    // One audition's details, and the clean list: the auditions alone, without the marketplace's shell.
    await shared
      .first()
      .getByRole('link', { name: /^Details of / })
      .click();
    await visitor.waitForURL((url) =>
      url.pathname.startsWith(`/pv/${casting.public_hash}/proposals/details/`),
    );
    await visitor.getByRole('link', { name: 'All proposals' }).waitFor();
    const clean = await chromium.newPage();
    await clean.goto(`/c/${casting.public_hash}`);
    await clean
      .getByRole('list', { name: `Proposals for ${casting.name}` })
      .getByRole('article')
      .first()
      .waitFor();
    expect(await clean.getByRole('button', { name: 'Menu' }).count()).toBe(0);
  });
});
