// Issue 16's journey, end to end on the real server and its job queue: an anonymous visitor drafts a
// Latin American Spanish casting for a female voice, signs up and posts it; an admin approves it in
// the queue; the first invitation wave (a job the server runs by itself) reaches voice@demo.test's
// inbox and Projects badge, while a lower-tier voice actor waits for a later wave; the voice actor
// follows the link of the invitation's mail from the demo mailbox and accepts the invitation.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { apiSignIn, baseUrl, bottomNav, DEMO, DEMO_PASSWORD, signIn, snackbar, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  await finishNavbarTour(baseUrl(), DEMO.admin);
  await finishNavbarTour(baseUrl(), DEMO.voice);
});

type Session = Awaited<ReturnType<typeof apiSignIn>>;

/** The voice actor's invitations to the project, as their inbox's API answers them. */
async function invitationsTo(voice: Session, projectId: number) {
  const { data } = await voice.client.unwrap(
    voice.client.api.GET('/invitations', {
      params: { query: { type: ['automatic', 'direct'], sort: 'unread_first', size: 100 } },
    }),
  );
  return data.filter((invitation) => invitation.project_id === projectId);
}

/** The Projects item's accessible name for the voice actor's unread invitations. */
async function projectsBadge(voice: Session): Promise<string> {
  const { data } = await voice.client.unwrap(
    voice.client.api.GET('/users/{id}/stats', { params: { path: { id: voice.user.id } } }),
  );
  const unread = (data.unread_bookings_invitations ?? 0) + (data.unread_projects_invitations ?? 0);
  return unread === 0 ? 'Projects' : `Projects (${String(unread)} new)`;
}

async function draftCasting(page: Page, name: string): Promise<void> {
  await page.goto('/post');
  await page.getByRole('textbox', { name: 'Project name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('A three-minute onboarding explainer for new bank customers in Mexico and Colombia.');
  await page
    .getByRole('textbox', { name: 'Script', exact: true })
    .fill('Bienvenido a Brightside. Abrir tu cuenta toma menos de cinco minutos.');
  await page.getByRole('checkbox', { name: 'Spanish (Latin American)' }).check();
  await page.getByRole('checkbox', { name: 'Young Adult Female' }).check();
  await page.getByRole('checkbox', { name: 'Middle Age Female' }).check();
  await page.getByRole('textbox', { name: 'Budget', exact: true }).fill('400');
  await page.getByRole('textbox', { name: /Approximate number of proposals wanted/ }).fill('10');
  expect(await page.getByRole('switch', { name: 'Invite matching voice actors for me' }).isChecked()).toBe(
    true,
  );
}

describe('casting, part 1: from a visitor’s draft to a voice actor’s answer', () => {
  it('posted, approved, invited in waves by tier, mailed, and answered', async () => {
    // An anonymous visitor drafts the casting, signs up in the post-project flow and lands on it.
    const visitor = await chromium.newPage();
    const name = `Onboarding explainer in Latin American Spanish ${String(Date.now())}`;
    await draftCasting(visitor, name);
    await visitor.getByRole('button', { name: 'Sign up and post' }).click();
    await visitor.waitForURL((url) => url.pathname === '/auth/signin');
    const email = `journey.${String(Date.now())}@example.test`;
    const signup = visitor.locator('form[aria-labelledby=signup-title]');
    await signup.getByLabel('Full name').fill('Lucia Poster');
    await signup.getByLabel('E-mail').fill(email);
    await signup.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await signup.getByLabel(/I accept the Terms/).check();
    await signup.getByRole('button', { name: 'Create account' }).click();
    await visitor.waitForURL((url) => /^\/projects\/[A-Za-z0-9_-]+$/.test(url.pathname));
    const hash = new URL(visitor.url()).pathname.split('/')[2] ?? '';
    const poster = await apiSignIn(email);
    const { data: posted } = await poster.client.unwrap(
      poster.client.api.GET('/projects/{id}', { params: { path: { id: hash } } }),
    );
    expect(posted).toMatchObject({ name, status: 'pending_approval', auto_invites_enabled: true });

    // An admin approves it from the queue.
    const admin = await apiSignIn(DEMO.admin);
    const { data: queue } = await admin.client.unwrap(
      admin.client.api.GET('/projects/pending_approval', { params: { query: { size: 100 } } }),
    );
    const index = queue.findIndex((project) => project.id === posted.id);
    expect(index).toBeGreaterThanOrEqual(0);
    const staff = await chromium.newPage();
    const queuePage = Math.floor(index / 10) + 1;
    await signIn(
      staff,
      DEMO.admin,
      queuePage === 1 ? '/admin/projects' : `/admin/projects?page=${String(queuePage)}`,
    );
    await staff.getByRole('button', { name: `Review ${name}`, exact: true }).click();
    await staff
      .getByRole('dialog', { name: `Review ${name}` })
      .getByRole('button', { name: 'Approve', exact: true })
      .click();
    await snackbar(staff, `${name} was approved.`).waitFor();

    // The first wave runs on the server's job queue: the demo voice actor (Premium, the highest tier
    // this casting matches) is invited, and the Bronze tier is left for a later wave.
    const voice = await apiSignIn(DEMO.voice);
    await expect
      .poll(async () => (await invitationsTo(voice, posted.id)).length, { timeout: 30_000 })
      .toBe(1);
    const [invitation] = await invitationsTo(voice, posted.id);
    expect(invitation).toMatchObject({ type: 'automatic', status: 'requested', opened_at: null });
    const { data: batches } = await poster.client.unwrap(
      poster.client.api.GET('/invitations/batch_info', { params: { query: { project_id: posted.id } } }),
    );
    expect(batches.batches.map((batch) => batch.membership_tier)).toEqual(['Premium']);
    expect(new Date(batches.next_batch_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    const { data: invited } = await poster.client.unwrap(
      poster.client.api.GET('/invitations', { params: { query: { project_id: posted.id, size: 100 } } }),
    );
    const { data: invitedActors } = await poster.client.unwrap(
      poster.client.api.GET('/providers/by_ids', {
        params: { query: { ids: invited.map((entry) => entry.provider_id).join(',') } },
      }),
    );
    expect(new Set(invitedActors.map((actor) => actor.subscription.tier))).toEqual(new Set(['Premium']));

    // The voice actor's inbox lists it, and the Projects badge counts it.
    const inbox = await chromium.newPage();
    await signIn(inbox, DEMO.voice, '/dashboard/invites');
    await inbox.getByRole('heading', { level: 1, name: 'Invitations' }).waitFor();
    await bottomNav(inbox)
      .getByRole('link', { name: await projectsBadge(voice), exact: true })
      .waitFor();
    const card = inbox
      .getByRole('article')
      .filter({ has: inbox.locator(`a[href="/projects/${posted.public_hash}/specs"]`) });
    await card.getByText(name).waitFor();

    // The invitation's mail, in the demo mailbox: its link opens the project for the voice actor.
    await inbox.goto('/dev/mailbox');
    await inbox
      .getByRole('row')
      .filter({ hasText: 'voice@demo.test' })
      .getByRole('link', { name: `Invitation to audition: ${name}`, exact: true })
      .click();
    await inbox.getByRole('heading', { level: 1, name: `Invitation to audition: ${name}` }).waitFor();
    await inbox
      .getByRole('link', { name: `${baseUrl()}/ai/${posted.public_hash}`, exact: true })
      .first()
      .click();
    // The alias shows the project page itself, at the invitation's address.
    await inbox.waitForURL((url) => url.pathname === `/ai/${posted.public_hash}`);
    await inbox.getByRole('heading', { level: 1, name }).waitFor();

    // Back in the inbox, the voice actor accepts it.
    await inbox.goto('/dashboard/invites');
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    await snackbar(inbox, `You accepted the invitation to ${name}.`).waitFor();
    expect((await invitationsTo(voice, posted.id))[0]?.status).toBe('accepted');
  });
});
