// The project page and the client's project lists against the real server: client@demo.test opens
// a seeded active casting from the active projects, extends its deadline, sees whom another casting
// invited, closes that one with a reason and finds it under Past with its closing reason as its
// label (section 4); someone who does not own a casting reads its specs without the owner's
// actions, and a draft of someone else is the 403 error page (the document: drafts are for their
// owners, the invited voice actor and admins).
import type { Project } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  approvedCasting,
  DEMO,
  errorHeading,
  signedIn,
  snackbar,
  useChromium,
  type Chromium,
} from './support';

const chromium: Chromium = useChromium();

const DAY = 24 * 60 * 60 * 1000;

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
});
