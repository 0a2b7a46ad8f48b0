// Sign-in and sign-out against the real server (spec sections 2 and 8): an anonymous visitor sent
// from a non-public route to the server's sign-in page and back with the query kept and the
// temporary tokens gone, the cro value stored; signing out from the drawer.
import { createMemoryTokenStorage } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  bottomNav,
  DEMO,
  drawerItems,
  isServerSignInPage,
  openMail,
  openDrawer,
  pathAndQuery,
  signIn,
  snackbar,
  storedTokens,
  submitSignInPage,
  useChromium,
} from './support';

const chromium = useChromium();

describe('signing in', () => {
  it('sends an anonymous visitor from a non-public route to sign-in and back to the same address', async () => {
    const page = await chromium.newPage();
    const visited: URL[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
    });
    await page.goto('/error-testing?tab=x');

    await page.waitForURL(isServerSignInPage);
    expect(await page.getByRole('heading', { name: 'Log in' }).isVisible()).toBe(true);
    await submitSignInPage(page, DEMO.tester);

    await page.getByRole('heading', { level: 1, name: 'Error testing' }).waitFor();
    // The server sent the browser back with the temporary tokens; the app removed them at once.
    const callback = visited.find(
      (visit) => visit.pathname === '/error-testing' && visit.searchParams.has('code'),
    );
    expect(callback?.searchParams.get('tab')).toBe('x');
    expect(callback?.searchParams.has('state')).toBe(true);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/error-testing');
    expect([...url.searchParams.keys()]).toEqual(['tab']);
    expect(url.searchParams.get('tab')).toBe('x');
    // Signed in: the bottom navigation and the drawer's Sign out.
    expect(await bottomNav(page).isVisible()).toBe(true);
    expect(await drawerItems(page)).toContain('button: Sign out');
  });

  it('keeps a visitor who opened the app on 127.0.0.1 there, through sign-in and back to the page', async () => {
    const page = await chromium.newPage();
    const loopback = new URL(baseUrl());
    loopback.hostname = '127.0.0.1';
    await page.goto(`${loopback.origin}/error-testing?tab=x`);

    await page.waitForURL(isServerSignInPage);
    expect(new URL(page.url()).origin).toBe(loopback.origin);
    await submitSignInPage(page, DEMO.tester);

    await page.getByRole('heading', { level: 1, name: 'Error testing' }).waitFor();
    expect(page.url()).toBe(`${loopback.origin}/error-testing?tab=x`);
    expect(await bottomNav(page).isVisible()).toBe(true);
  });

  it('stores the cro value of the address sign-in started from', async () => {
    const page = await chromium.newPage();
    await page.goto('/account?cro=spring-sale&tab=x');
    await submitSignInPage(page, DEMO.client);
    await bottomNav(page).waitFor();
    expect(pathAndQuery(page)).toBe('/account?cro=spring-sale&tab=x');
    expect(await page.evaluate(() => window.localStorage.getItem('vo.session.cro'))).toBe('spring-sale');
  });

  it('keeps the visitor signed in across a reload', async () => {
    const page = await chromium.newPage();
    await signIn(page, DEMO.tester, '/error-testing');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Error testing' }).waitFor();
    expect(pathAndQuery(page)).toBe('/error-testing');
  });
});

describe('the sign-in page', () => {
  it('names the brand, leads back, and a forgotten password gets a mailed link that signs in', async () => {
    const page = await chromium.newPage();
    await page.goto('/dashboard/projects');
    await page.waitForURL(isServerSignInPage);
    await page.getByRole('heading', { level: 1, name: 'VoiceMarket' }).waitFor();
    expect(await page.getByRole('link', { name: '← Back to VoiceMarket' }).getAttribute('href')).toMatch(
      /\/dashboard\/projects$/,
    );

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.client);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.getByRole('status').filter({ hasText: 'we sent it a link to log in' }).waitFor();

    const mailbox = await openMail(chromium, DEMO.client, 'Your link to log in to VoiceMarket');
    await mailbox.getByRole('link', { name: /\/auth\/link\?/ }).click();
    await mailbox.waitForURL(
      (url) => url.pathname === '/dashboard/projects' && !url.searchParams.has('code'),
    );
    await bottomNav(mailbox).waitFor();
  });
});

describe('signing out', () => {
  it("shows 'Logging out', removes the stored tokens, revokes them, and asks for sign-in again", async () => {
    const page = await chromium.newPage();
    await signIn(page, DEMO.client, '/account');
    const before = await storedTokens(page);
    expect(Object.keys(before).sort()).toEqual(['vo.auth.accessToken', 'vo.auth.refreshToken']);

    const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/logout');
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Sign out' }).click();

    await snackbar(page, 'Logging out').waitFor();
    // Signed out: the bottom navigation goes and the drawer offers Log in again.
    await bottomNav(page).waitFor({ state: 'hidden' });
    expect(await drawerItems(page)).toContain('button: Log in');
    expect(await storedTokens(page)).toEqual({});

    // The identity provider's logout link was called and revoked the session: the server refuses
    // the refresh token the page held.
    await loggedOut;
    const refreshToken = before['vo.auth.refreshToken'] ?? '';
    const client = apiClient(createMemoryTokenStorage({ refreshToken }));
    await expect(client.refresh()).rejects.toMatchObject({
      status: 401,
      name: 'RefreshTokenFailed',
      code: 'refresh_failed',
    });

    // A non-public route sends to sign-in again.
    await page.goto('/account');
    await page.waitForURL(isServerSignInPage);
  });
});
