// The page shell against the real server: the drawer's items for each kind of user, exactly as spec
// section 2 lists them (Drawer menus, see DRAWER in support.ts), and the brand chosen by host name.
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
    // Home and Projects lead where a client's do.
    expect(await drawerLinkTarget(page, 'Home')).toBe('/dashboard/home');
    expect(await drawerLinkTarget(page, 'Projects')).toBe('/dashboard/projects');
  });

  it("holds a voice actor's items (Join as a client: the voice actor is not a client)", async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice);
    expect(await drawerItems(page)).toEqual(DRAWER.provider);
    expect(await drawerLinkTarget(page, 'Home')).toBe('/voice-actor/dashboard');
    expect(await drawerLinkTarget(page, 'Projects')).toBe('/dashboard/invites');
  });

  it("adds Experiments, the approval queue and Restore account to an admin's items", async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.admin);
    expect(await drawerItems(page)).toEqual(DRAWER.admin);
  });

  it("adds Experiments to a tester's items", async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.tester);
    expect(await drawerItems(page)).toEqual(DRAWER.tester);
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
