// The voice actor's invites inbox against the real server: voice@demo.test opens an unread invitation
// (the Projects badge goes down), declines another with the reason Other and details, accepts a third
// and archives the invitation declined before; the server holds each answer. On the projects' invites
// tab (read here by an admin, as its owners read it) the decline shows its reason and the archived
// invitation stays listed, set aside.
import type { Invitation } from '@vo/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { approvedCasting } from './castings';
import { apiSignIn, baseUrl, bottomNav, DEMO, signedIn, snackbar, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  await finishNavbarTour(baseUrl(), DEMO.voice);
});

type Session = Awaited<ReturnType<typeof apiSignIn>>;

async function inbox(voice: Session): Promise<Invitation[]> {
  const { data } = await voice.client.unwrap(
    voice.client.api.GET('/invitations', {
      // As the inbox lists them: archived ones left out, unread first.
      params: {
        query: {
          type: ['automatic', 'direct'],
          status: ['requested', 'opened', 'accepted', 'declined'],
          sort: 'unread_first',
          size: 100,
        },
      },
    }),
  );
  return data;
}

/** The Projects item's accessible name for a count of unread invitations. */
async function projectsBadge(voice: Session): Promise<string> {
  const { data } = await voice.client.unwrap(
    voice.client.api.GET('/users/{id}/stats', { params: { path: { id: voice.user.id } } }),
  );
  const unread = (data.unread_bookings_invitations ?? 0) + (data.unread_projects_invitations ?? 0);
  return unread === 0 ? 'Projects' : `Projects (${String(unread)} new)`;
}

describe('the invites inbox', () => {
  it('a voice actor opens, declines, accepts and archives invitations; the badge follows', async () => {
    const voice = await apiSignIn(DEMO.voice);
    const invitations = await inbox(voice);
    const unread = invitations.filter((invitation) => invitation.opened_at === null);
    const [toOpen, toDecline] = unread;
    const toAccept = invitations.find(
      (invitation) => invitation.status === 'opened' && invitation.project.status === 'active',
    );
    const toArchive = invitations.find((invitation) => invitation.status === 'declined');
    if (!toOpen || !toDecline || !toAccept || !toArchive)
      throw new Error('The seed gives the demo voice actor two unread, an opened and a declined invitation.');
    const before = await projectsBadge(voice);

    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice, '/dashboard/invites');
    await page.getByRole('heading', { level: 1, name: 'Invitations' }).waitFor();
    const nav = bottomNav(page);
    await nav.getByRole('link', { name: before, exact: true }).waitFor();
    // Two castings may share a title: a card is found by its project's address.
    const card = (invitation: Invitation) =>
      page
        .getByRole('article')
        .filter({ has: page.locator(`a[href="/projects/${invitation.project.public_hash}/specs"]`) });

    // The inbox's page that holds an invitation now (10 a page): the journeys before this one may
    // have sent the demo voice actor more invitations, which come first.
    const showPageOf = async (invitation: Invitation) => {
      const at = (await inbox(voice)).findIndex((listed) => listed.id === invitation.id);
      const number = Math.floor(at / 10) + 1;
      const target = number === 1 ? '/dashboard/invites' : `/dashboard/invites?page=${String(number)}`;
      const here = new URL(page.url());
      if (`${here.pathname}${here.search}` !== target) await page.goto(target);
      await card(invitation).waitFor();
    };

    // Opening: the project's specs, and one unread fewer on the badge.
    await card(toOpen).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === `/projects/${toOpen.project.public_hash}/specs`);
    await expect.poll(() => projectsBadge(voice)).not.toBe(before);
    const afterOpen = await projectsBadge(voice);
    await nav.getByRole('link', { name: afterOpen, exact: true }).waitFor();
    await page.goBack();
    await card(toOpen).getByText('Opened', { exact: true }).waitFor();

    // Declining with the reason Other needs details.
    const details = 'I am booked on a game series for the whole month.';
    await card(toDecline).getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Decline ${toDecline.project.name}` });
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Decline invitation' }).click();
    await dialog.getByText('Tell the client a little more about your reason.').waitFor();
    await dialog.getByRole('textbox', { name: /Details/ }).fill(details);
    await dialog.getByRole('button', { name: 'Decline invitation' }).click();
    await card(toDecline).getByText(`Declined: Other — ${details}`).waitFor();
    // Answered, it is read, though it was never opened: no Unread mark. (The page's count is not
    // asserted: the journeys before this one may have sent the demo voice actor more invitations.)
    expect(await card(toDecline).getByText('Unread').count()).toBe(0);

    await showPageOf(toAccept);
    await card(toAccept).getByRole('button', { name: 'Accept', exact: true }).click();
    await snackbar(page, `You accepted the invitation to ${toAccept.project.name}.`).waitFor();
    await card(toAccept).getByText('Accepted', { exact: true }).waitFor();

    await showPageOf(toArchive);
    await card(toArchive).getByRole('button', { name: 'Archive', exact: true }).click();
    await card(toArchive).waitFor({ state: 'detached' });

    const after = new Map((await inbox(voice)).map((invitation) => [invitation.id, invitation]));
    expect(after.get(toOpen.id)?.opened_at).not.toBeNull();
    expect(after.get(toDecline.id)).toMatchObject({
      status: 'declined',
      rejection_reason: 'other',
      rejection_reason_details: details,
    });
    expect(after.get(toAccept.id)?.status).toBe('accepted');
    expect(after.has(toArchive.id)).toBe(false);
    await nav.getByRole('link', { name: await projectsBadge(voice), exact: true }).waitFor();

    // What the client side reads of these answers on each project's invites tab.
    const staff = await chromium.newPage();
    const row = (name: string) =>
      staff
        .getByRole('list', { name: 'Invited voice actors' })
        .getByRole('listitem')
        .filter({ hasText: name });
    await signedIn(staff, DEMO.admin, `/projects/${toDecline.project.public_hash}/invites`);
    await row(voice.user.name).getByText(`Declined: Other — ${details}`).waitFor();
    await staff.goto(`/projects/${toArchive.project.public_hash}/invites`);
    await row(voice.user.name).getByText('set aside by the voice actor').waitFor();
  });

  it('a voice actor answers an invitation on the casting they read, as from its mail', async () => {
    const casting = await approvedCasting(
      `Lighthouse museum tour ${String(Date.now())}`,
      'Twelve short stops of a lighthouse museum audio tour.',
      300,
    );
    const voice = await apiSignIn(DEMO.voice);
    const me = (await voice.client.unwrap(voice.client.api.GET('/users/me'))).data;
    const client = await apiSignIn(DEMO.client);
    await client.client.unwrap(
      client.client.api.POST('/invitations', {
        body: { project_id: casting.id, provider_id: me.provider_id ?? 0 },
      }),
    );

    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice, `/projects/${casting.public_hash}/specs`);
    const mine = page.getByRole('region', { name: 'Your invitation' });
    await mine.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Decline ${casting.name}` });
    await dialog.getByRole('radio', { name: 'The deadline is too short' }).check();
    await dialog.getByRole('button', { name: 'Decline invitation' }).click();
    await mine.getByText('Declined: The deadline is too short').waitFor();
    // Read there, and answered: the inbox has it declined and read.
    const stored = (await inbox(voice)).find((invitation) => invitation.project.id === casting.id);
    expect(stored).toMatchObject({ status: 'declined', rejection_reason: 'deadline-too-short' });
    expect(stored?.opened_at).not.toBeNull();
  });
});
