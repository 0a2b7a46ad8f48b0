// Notification preferences against the real server: a signed-in user opens them from the drawer,
// flips switches that save at once, finds them as left after a reload, and the server holds them
// (the invitation mails honour them: apps/api's invitations tests); a client is not offered the
// voice actors' invitations switch.
import { describe, expect, it } from 'vitest';
import type { EmailSettings } from '@vo/sdk';
import { apiSignIn, DEMO, openDrawer, signedIn, useChromium } from './support';

const chromium = useChromium();

/** The user's settings as the server holds them. */
async function storedSettings(email: string): Promise<EmailSettings> {
  const { client, user } = await apiSignIn(email);
  const { data } = await client.unwrap(
    client.api.GET('/users/{id}/email_settings', { params: { path: { id: user.id } } }),
  );
  return data;
}

/** Puts the user's settings back as they were (other journeys mail this user). */
async function restore(email: string, settings: EmailSettings): Promise<void> {
  const { client, user } = await apiSignIn(email);
  await client.unwrap(
    client.api.POST('/users/{id}/email_settings', { params: { path: { id: user.id } }, body: settings }),
  );
}

describe('notification preferences', () => {
  it('a voice actor turns invitation mails off and the newsletter on; both hold after a reload', async () => {
    const before = await storedSettings(DEMO.both);
    try {
      const page = await chromium.newPage();
      await signedIn(page, DEMO.both, '/');
      const drawer = await openDrawer(page);
      await drawer.getByRole('link', { name: 'Notification preferences' }).click();
      await page.waitForURL((url) => url.pathname === '/notification-preferences');
      await page.getByRole('heading', { level: 1, name: 'Notification preferences' }).waitFor();

      const invitations = page.getByRole('switch', { name: 'Casting invitations' });
      const newsletter = page.getByRole('switch', { name: 'Newsletter' });
      expect(await invitations.getAttribute('aria-checked')).toBe(String(before.invitations));
      if (!before.invitations) await invitations.click();
      await invitations.click();
      await page.getByRole('status').getByText('Saved.').waitFor();
      await expect.poll(() => invitations.getAttribute('aria-checked')).toBe('false');
      if (before.newsletter) await newsletter.click();
      await newsletter.click();
      await expect.poll(() => newsletter.getAttribute('aria-checked')).toBe('true');
      await expect.poll(async () => (await storedSettings(DEMO.both)).newsletter).toBe(true);

      await page.reload();
      await page.getByRole('switch', { name: 'Casting invitations' }).waitFor();
      expect(await invitations.getAttribute('aria-checked')).toBe('false');
      expect(await newsletter.getAttribute('aria-checked')).toBe('true');
      expect(await storedSettings(DEMO.both)).toMatchObject({ invitations: false, newsletter: true });
    } finally {
      await restore(DEMO.both, before);
    }
  });

  it('a client is not offered the voice actors’ invitation mails', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, '/notification-preferences');
    await page.getByRole('switch', { name: 'Project updates' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Casting invitations' }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(6);
  });
});
