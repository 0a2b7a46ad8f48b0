// The project page and the client's project lists against the real server: client@demo.test opens
// a seeded active casting from the active projects, extends its deadline, sees whom another casting
// invited, closes that one with a reason and finds it under Past with its closing reason as its
// label (section 4); someone who does not own a casting reads its specs without the owner's
// actions, and a draft of someone else is the 403 error page (the document: drafts are for their
// owners, the invited voice actor and admins). A casting posted with every field of the form
// answered shows each answer, usage included, on its Specs and Terms to its owner and to the voice
// actor it invited (issue 39, item 10). The invite page's address carries the project's slug
// (section 2's `{slug}/invite`), so does the public invite link its owner shares, and the older
// addresses still open the project.
import type { Project } from '@vo/sdk';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  DEMO,
  errorHeading,
  pathAndQuery,
  signedIn,
  snackbar,
  useChromium,
  type Chromium,
} from './support';
import { approved, approvedCasting, pendingCasting } from './castings';

const chromium: Chromium = useChromium();

const DAY = 24 * 60 * 60 * 1000;

/**
 * A casting of the demo client with every field of the post form answered (usage 5 years, secure
 * payment on), approved by the admin, and the demo voice actor invited to it.
 */
async function answeredCasting(): Promise<{ project: Project; voices: string }> {
  const { client } = await apiSignIn(DEMO.client);
  const { data: attributes } = await client.unwrap(client.api.GET('/attributes/all'));
  // The demo voice actor speaks it: an invitation needs a language they offer.
  const english = attributes.languages.find((language) => language.slug === 'english-north-american');
  const voices = attributes.voice_age_genders.slice(0, 2);
  if (english === undefined || voices.length < 2) throw new Error('The seed has languages and voices.');
  const project = await approved(
    await pendingCasting({
      name: `Museum audio guide ${String(Date.now())}`,
      deadline: new Date(Date.now() + 10 * DAY).toISOString(),
      secure_payment_enabled: true,
      service_properties: {
        description: 'Twelve stops of an audio guide for a maritime museum.',
        script: 'Welcome aboard. This ship sailed the North Sea for forty years.',
        budget: 450,
        languages: [english.id],
        voice_age_genders: voices.map((voice) => voice.id),
        proposals_wanted: 12,
        usage: { value: 5, unit: 'year' },
      },
    }),
  );
  const voice = await apiSignIn(DEMO.voice);
  await client.unwrap(
    client.api.POST('/invitations', {
      body: { project_id: project.id, provider_id: voice.user.provider_id ?? 0, type: 'direct' },
    }),
  );
  return { project, voices: voices.map((each) => each.name).join(', ') };
}

/** A list of facts as the page shows it: each term with its words. */
const factsOf = (list: Locator): Promise<Record<string, string>> =>
  list.evaluate((element) =>
    Object.fromEntries(
      Array.from(element.querySelectorAll('dt'), (term) => [
        term.textContent,
        term.nextElementSibling?.textContent ?? '',
      ]),
    ),
  );

/** Reads the casting's Specs, then its Terms (through the tab), on `page`. */
async function specsAndTerms(page: Page): Promise<[Record<string, string>, Record<string, string>]> {
  const specs = await factsOf(page.getByLabel('Project specs'));
  await page.getByRole('link', { name: 'Terms', exact: true }).click();
  const terms = await factsOf(page.getByLabel('Project terms'));
  return [specs, terms];
}

/** The client's projects in a scope, as the API lists them (newest first). */
async function clientProjects(scope: 'active' | 'past'): Promise<{ projects: Project[]; userId: number }> {
  const { client, user } = await apiSignIn(DEMO.client);
  const { data } = await client.unwrap(
    client.api.GET('/users/{id}/projects', {
      params: { path: { id: user.id }, query: { scope, size: 100 } },
    }),
  );
  return { projects: data, userId: user.id };
}

describe('the project page and the client’s projects', () => {
  it('the client extends a seeded casting’s deadline, closes another with a reason and finds it under Past', async () => {
    const { projects, userId } = await clientProjects('active');
    const seeded = projects.find(
      (p) => p.type === 'casting' && p.status === 'active' && p.user_id?.[0] === userId,
    );
    if (seeded === undefined)
      throw new Error('The seed gives the demo client an active casting of their own.');
    const other = await approvedCasting(
      `Spring catalogue videos ${String(Date.now())}`,
      'Two short product videos for our spring catalogue. Friendly and clear.',
      300,
    );

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, '/dashboard/projects');
    const active = page.getByRole('list', { name: 'Active projects' });
    await active.getByRole('link', { name: seeded.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${seeded.public_hash}`);
    await page.getByRole('heading', { level: 1, name: seeded.name, exact: true }).waitFor();

    // Extend by a week: the server moves the deadline, the page and a snackbar say so.
    await page.getByRole('button', { name: 'Extend the deadline' }).click();
    const extend = page.getByRole('dialog', { name: 'Extend the deadline' });
    await extend.getByRole('radio', { name: '7 days' }).check();
    await extend.getByRole('button', { name: 'Extend', exact: true }).click();
    await page
      .getByRole('status')
      .getByText(/^Deadline extended to /)
      .waitFor();
    const { client } = await apiSignIn(DEMO.client);
    const { data: extended } = await client.unwrap(
      client.api.GET('/projects/{id}', { params: { path: { id: seeded.public_hash } } }),
    );
    expect(new Date(extended.deadline ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(seeded.deadline ?? 0).getTime() + 7 * DAY,
    );

    // The other casting: the client invited the demo voice actor; its invites list shows them.
    const voice = await apiSignIn(DEMO.voice);
    await client.unwrap(
      client.api.POST('/invitations', {
        body: { project_id: other.id, provider_id: voice.user.provider_id ?? 0, type: 'direct' },
      }),
    );
    await page.goto('/dashboard/projects');
    await active.getByRole('link', { name: other.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: other.name, exact: true }).waitFor();
    await page.getByRole('link', { name: 'Invites', exact: true }).click();
    const invited = page.getByRole('list', { name: 'Invited voice actors' });
    await invited.getByRole('link', { name: voice.user.name, exact: true }).waitFor();
    await invited.getByText('not opened yet', { exact: true }).waitFor();

    // Close it with a reason.
    await page.getByRole('link', { name: 'Specs', exact: true }).click();
    await page.getByRole('button', { name: 'Close with a reason' }).click();
    const close = page.getByRole('dialog', { name: 'Close the project' });
    await close.getByRole('radio', { name: /Closed by the client/ }).check();
    await close.getByRole('button', { name: 'Close the project' }).click();
    await snackbar(page, 'Project closed successfully').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Extend the deadline' }).count()).toBe(0);

    // Under Past, labelled by its closing reason (no proposals: section 4).
    await page.goto('/dashboard/projects');
    await page.getByRole('link', { name: 'Past', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/past');
    const card = page
      .getByRole('list', { name: 'Past projects' })
      .getByRole('article', { name: other.name, exact: true });
    await card.getByText('client', { exact: true }).waitFor();
    await expect.poll(() => active.getByRole('link', { name: other.name, exact: true }).count()).toBe(0);
  });

  it('someone else reads an active casting without the owner’s actions, and gets 403 on a draft', async () => {
    const { projects, userId } = await clientProjects('active');
    const casting = projects.find(
      (p) => p.type === 'casting' && p.status === 'active' && p.user_id?.[0] === userId,
    );
    const draft = projects.find((p) => p.status === 'draft' && p.user_id?.[0] === userId);
    if (casting === undefined || draft === undefined)
      throw new Error('The seed gives the demo client an active casting and a draft.');

    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice, `/projects/${casting.public_hash}`);
    await page.getByRole('heading', { level: 1, name: casting.name, exact: true }).waitFor();
    await page.getByLabel('Project specs').waitFor();
    expect(await page.getByRole('region', { name: 'Manage this project' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Invites', exact: true }).count()).toBe(0);

    await page.goto(`/projects/${draft.public_hash}`);
    await errorHeading(page, '403 Error').waitFor();
  });

  it('a casting shows every answer of the form, usage included, to its owner and to the voice actor invited', async () => {
    const { project, voices } = await answeredCasting();
    // As the app writes it, in the browser's time zone (the machine's, as this process's).
    const deadline = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(project.deadline ?? 0),
    );
    const specs = {
      Languages: 'English (North American)',
      'Voice age and gender': voices,
      Usage: '5 years',
      'Script length': '11 words, about 4 s read aloud',
      'Proposals until': deadline,
      Budget: '$450',
      'Proposals wanted': 'About 12',
      'Secure payment': 'On',
    };
    const terms = {
      Budget: '$450',
      Payment:
        'Secure Payment and Delivery: the client pays in, the funds are held, then released to the voice actor',
      'Proposals until': deadline,
      Usage: '5 years',
      'Proposals wanted': 'About 12',
      Invitations: 'Client-invites only',
    };

    for (const who of [DEMO.client, DEMO.voice]) {
      const page = await chromium.newPage();
      await signedIn(page, who, `/projects/${project.public_hash}/specs`);
      await page.getByRole('heading', { level: 1, name: project.name, exact: true }).waitFor();
      await page.getByText('Twelve stops of an audio guide for a maritime museum.').waitFor();
      await page.getByText('Welcome aboard. This ship sailed the North Sea for forty years.').waitFor();
      expect(await specsAndTerms(page)).toEqual([specs, terms]);
    }
  });

  it('the public invite link carries the slug, and the older addresses still open the project', async () => {
    const project = await approvedCasting(
      `Podcast intro ${String(Date.now())}`,
      'A ten-second intro for a weekly science podcast.',
      150,
    );
    const invite = `/pi/${project.public_hash}/${project.slug}/invite`;
    const owner = await chromium.newPage();
    await signedIn(owner, DEMO.client, `/projects/${project.public_hash}/${project.slug}/invite`);
    const link = owner.getByRole('link', { name: invite, exact: true });
    expect(await link.getAttribute('href')).toBe(invite);

    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice, invite);
    await page.getByRole('heading', { level: 2, name: 'You are invited to audition' }).waitFor();
    expect(pathAndQuery(page)).toBe(invite);
    // A slug of another name: the project's own address, the query kept.
    await page.goto(`/pi/${project.public_hash}/another-name/invite?va-public_invite=1`);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === `${invite}?va-public_invite=1`);
    await page.getByRole('heading', { level: 2, name: 'You are invited to audition' }).waitFor();
    // The older addresses: the public link without the slug, and an old action link by numeric id.
    await page.goto(`/pi/${project.public_hash}`);
    await page.getByRole('heading', { level: 1, name: project.name, exact: true }).waitFor();
    await page.getByLabel('Project specs').waitFor();
    await page.goto(`/projects/${String(project.id)}/share`);
    await page.waitForURL(
      (url) => url.pathname === `/projects/${project.public_hash}/${project.slug}/invite`,
    );
    await page.getByRole('heading', { level: 1, name: project.name, exact: true }).waitFor();
    // The public hash and the slug alone: the project's page.
    await page.goto(`/projects/${project.public_hash}/${project.slug}`);
    await page.waitForURL((url) => url.pathname === `/projects/${project.public_hash}`);
    await page.getByLabel('Project specs').waitFor();
  });
});
