// The page shell against the real server: the drawer's items for each kind of user, as spec section 2
// lists them (Drawer menus, DRAWER in support.ts), no navigation item leading to the 404 page, and the
// brand chosen by host name.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  baseUrl,
  bottomNav,
  closeDrawer,
  DEMO,
  DRAWER,
  drawerItems,
  openDrawer,
  secondBrandUrl,
  signedIn,
  submitSignInPage,
  useChromium,
} from './support';

const chromium = useChromium();

/** Where a drawer link leads. */
async function drawerLinkTarget(page: Page, name: string): Promise<string | null> {
  const drawer = await openDrawer(page);
  const href = await drawer.getByRole('link', { name, exact: true }).getAttribute('href');
  await closeDrawer(page);
  return href;
}

describe('the drawer', () => {
  it('offers an anonymous visitor sign-up, log-in and the public pages', async () => {
    const page = await chromium.newPage();
    await page.goto('/');
    expect(await drawerItems(page)).toEqual(DRAWER.anonymous);
  });

  it("holds a client's items", async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.client);
    expect(await drawerItems(page)).toEqual(DRAWER.client);
    // Home and Projects lead where a client's do (spec section 2).
    expect(await drawerLinkTarget(page, 'Home')).toBe('/dashboard/home');
    expect(await drawerLinkTarget(page, 'Projects')).toBe('/dashboard/projects');
  });

  it("holds a voice actor's items", async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice);
    expect(await drawerItems(page)).toEqual(DRAWER.provider);
    expect(await drawerLinkTarget(page, 'Home')).toBe('/voice-actor/dashboard');
    expect(await drawerLinkTarget(page, 'Projects')).toBe('/dashboard/invites');
  });

  it("adds the staff's screens and Restore account to an admin's items", async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.admin);
    expect(await drawerItems(page)).toEqual(DRAWER.admin);
  });

  it('gives a tester the signed-in items, Experiments and feature requests', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.tester);
    expect(await drawerItems(page)).toEqual(DRAWER.tester);
  });
});

describe('the navigation', () => {
  it('leads a client and a voice actor to a screen from every item, never to the 404 page', async () => {
    for (const who of [DEMO.client, DEMO.voice]) {
      const page = await chromium.newPage();
      await signedIn(page, who);
      const links = bottomNav(page).getByRole('link');
      const count = await links.count();
      expect(count).toBeGreaterThan(3);
      for (let index = 0; index < count; index += 1) {
        const link = links.nth(index);
        const target = await link.getAttribute('href');
        const from = page.url();
        await link.click();
        if (target !== new URL(from).pathname) await page.waitForURL((url) => url.href !== from);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.getByText('Page Not Found').count(), String(target)).toBe(0);
      }
      await page.close();
    }
  });
});

describe('the brand', () => {
  it('shows VoiceMarket on localhost and CastVoices on second.localhost (the host table of docs/web.md)', async () => {
    const page = await chromium.newPage();
    await page.goto(`${baseUrl()}/`);
    const topBar = page.getByRole('banner');
    await topBar.getByRole('link', { name: 'VoiceMarket' }).waitFor();
    expect(await topBar.getByText('CastVoices').count()).toBe(0);

    await page.goto(`${secondBrandUrl()}/`);
    await topBar.getByRole('link', { name: 'CastVoices' }).waitFor();
    expect(await topBar.getByText('VoiceMarket').count()).toBe(0);
    // The second brand's Help is its own help centre.
    expect(await drawerLinkTarget(page, 'Help')).toBe('https://help.castvoices.example');
  });

  it('brings a visitor of the second brand back to the second brand after signing in', async () => {
    const page = await chromium.newPage();
    await page.goto(`${secondBrandUrl()}/account?tab=x`);
    // One sign-in page for both brands, on the server's own origin.
    await submitSignInPage(page, DEMO.client);
    await bottomNav(page).waitFor();
    expect(page.url()).toBe(`${secondBrandUrl()}/account?tab=x`);
    await page.getByRole('banner').getByRole('link', { name: 'CastVoices' }).waitFor();
    expect(await drawerItems(page)).toEqual(DRAWER.client);
  });
});
