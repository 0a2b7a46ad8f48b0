// The user's own settings against the real server, in Chromium: a voice actor turns invitation mails
// off from an invitation mail's link without signing in (/notification-preferences/{hash}, found in
// the demo mailbox) and gets no invitation mail after, while the invitation still reaches their
// inbox; a voice actor turns clients' direct invitations off on /invitation-preferences and a
// client's invitation is refused in words saying so; the account page shows and saves the name.
import type { EmailSettings, InvitationPreferences, Project } from '@vo/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { approvedCasting } from './castings';
import { apiSignIn, baseUrl, DEMO, openMail, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  await finishNavbarTour(baseUrl(), DEMO.voice);
  await finishNavbarTour(baseUrl(), DEMO.both);
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function emailSettings(email: string): Promise<EmailSettings> {
  const { client, user } = await apiSignIn(email);
  const { data } = await client.unwrap(
    client.api.GET('/users/{id}/email_settings', { params: { path: { id: user.id } } }),
  );
  return data;
}

async function setEmailSettings(email: string, settings: Partial<EmailSettings>): Promise<void> {
  const { client, user } = await apiSignIn(email);
  await client.unwrap(
    client.api.POST('/users/{id}/email_settings', { params: { path: { id: user.id } }, body: settings }),
  );
}

async function setInvitationPreferences(email: string, body: Partial<InvitationPreferences>): Promise<void> {
  const { client, user } = await apiSignIn(email);
  await client.unwrap(
    client.api.POST('/users/{id}/invitation_preferences', { params: { path: { id: user.id } }, body }),
  );
}

/** The demo client invites the voice actor of `email` to `casting` (a direct invitation); the answer. */
async function invite(casting: Project, email: string) {
  const { user } = await apiSignIn(email);
  const { client } = await apiSignIn(DEMO.client);
  return client.api.POST('/invitations', {
    body: { project_id: casting.id, provider_id: user.provider_id ?? 0, type: 'direct' },
  });
}

/** The subjects of the mails to `email` in the demo mailbox. */
async function subjectsTo(email: string): Promise<string[]> {
  const page = await chromium.newPage();
  await page.goto('/dev/mailbox');
  return page.getByRole('row').filter({ hasText: email }).getByRole('link').allTextContents();
}

describe('the user’s own settings', () => {
  it('a voice actor turns invitation mails off from a mail’s link and receives none after', async () => {
    const before = await emailSettings(DEMO.voice);
    try {
      await setEmailSettings(DEMO.voice, { invitations: true });
      const first = await approvedCasting(`Museum audio guide ${unique()}`, 'A calm guide voice.', 300);
      expect((await invite(first, DEMO.voice)).response.status).toBe(201);

      // The invitation mail carries the link; opened in a browser that is not signed in.
      const mail = await openMail(chromium, DEMO.voice, `Invitation to audition: ${first.name}`);
      await mail.getByRole('link', { name: /\/notification-preferences\// }).click();
      await mail.waitForURL((url) => url.pathname.startsWith('/notification-preferences/'));
      await mail.getByRole('heading', { level: 1, name: 'Notification preferences' }).waitFor();
      await mail.getByText('You receive these e-mails.').waitFor();
      await mail.getByRole('button', { name: 'Turn off e-mails about casting invitations' }).click();
      await mail.getByText(/You no longer receive these e-mails\./).waitFor();
      expect(await emailSettings(DEMO.voice)).toMatchObject({ ...before, invitations: false });

      // The next invitation is in the inbox but not mailed. Another voice actor's invitation, made
      // after it, is mailed: once that mail arrives the queue has handled the first one too.
      const second = await approvedCasting(`Podcast intro ${unique()}`, 'A bright podcast intro.', 200);
      expect((await invite(second, DEMO.voice)).response.status).toBe(201);
      expect((await invite(second, DEMO.both)).response.status).toBe(201);
      await openMail(chromium, DEMO.both, `Invitation to audition: ${second.name}`);
      expect(await subjectsTo(DEMO.voice)).not.toContain(`Invitation to audition: ${second.name}`);
      const { client } = await apiSignIn(DEMO.voice);
      const { data: inbox } = await client.unwrap(
        client.api.GET('/invitations', { params: { query: { project_id: second.id } } }),
      );
      expect(inbox.map((invitation) => invitation.project_id)).toContain(second.id);
    } finally {
      await setEmailSettings(DEMO.voice, before);
    }
  });

  it('a voice actor turns clients’ direct invitations off, and a client’s invitation is refused saying so', async () => {
    try {
      const page = await chromium.newPage();
      await signedIn(page, DEMO.voice, '/invitation-preferences');
      await page.getByRole('heading', { level: 1, name: 'Invitation settings' }).waitFor();
      const direct = page.getByRole('switch', { name: 'Invitations from clients' });
      await expect.poll(() => direct.getAttribute('aria-checked')).toBe('true');
      await direct.click();
      await page.getByRole('status').getByText('Saved.').waitFor();
      await page.reload();
      await expect
        .poll(() =>
          page.getByRole('switch', { name: 'Invitations from clients' }).getAttribute('aria-checked'),
        )
        .toBe('false');

      const casting = await approvedCasting(`Explainer ${unique()}`, 'A friendly explainer.', 250);
      const refused = await invite(casting, DEMO.voice);
      expect(refused.response.status).toBe(409);
      const { user } = await apiSignIn(DEMO.voice);
      expect(refused.error?.message).toBe(
        `${user.name} does not take direct invitations from clients at the moment.`,
      );
    } finally {
      await setInvitationPreferences(DEMO.voice, { direct: true, automatic: true });
    }
  });

  it('the account page shows the user’s roles and terms, and saves their name', async () => {
    const { user } = await apiSignIn(DEMO.both);
    const page = await chromium.newPage();
    await signedIn(page, DEMO.both, '/account');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    const roles = page.getByRole('list', { name: 'Your roles' });
    await roles.getByText('Client: you post projects and hire voice actors').waitFor();
    await roles.getByText('Voice actor: you audition and are booked').waitFor();
    await page.getByRole('button', { name: 'Remove the client role' }).waitFor();
    await page.getByText(/You accepted the current Terms of Service and Privacy Policy/).waitFor();
    const name = page.getByLabel('Full name');
    expect(await name.inputValue()).toBe(user.name);
    try {
      await name.fill(`${user.name} Jr`);
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText('Your name is saved.').waitFor();
      const { user: after } = await apiSignIn(DEMO.both);
      expect(after.name).toBe(`${user.name} Jr`);
      // Nothing typed is lost on a refusal: a blank name is refused here, the field kept.
      await name.fill('   ');
      await page.getByRole('button', { name: 'Save name' }).click();
      await page.getByText('Enter your full name.').waitFor();
    } finally {
      const { client } = await apiSignIn(DEMO.both);
      await client.unwrap(
        client.api.PATCH('/users/{id}', { params: { path: { id: user.id } }, body: { name: user.name } }),
      );
    }
  });
});
