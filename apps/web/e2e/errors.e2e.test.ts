// Spec section 8's error classes, each produced for real from the error testing page against the real
// server (GET /testing/errors/{status}), a real network failure, a route whose module cannot load and
// a screen that throws; and the 404 page of an unknown route.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bottomNav,
  DEMO,
  drawerItems,
  errorHeading,
  pathAndQuery,
  signedIn,
  snackbar,
  storedTokens,
  useChromium,
} from './support';

const chromium = useChromium();

/** The server's message for a test error (apps/api/src/routes/testing). */
const serverMessage = (status: number) =>
  `This is a test ${String(status)} error from the error testing page.`;

/** A tester on the error testing page. */
async function errorTestingPage(): Promise<Page> {
  const page = await chromium.newPage();
  await signedIn(page, DEMO.tester, '/error-testing');
  await page.getByRole('heading', { level: 1, name: 'Error testing' }).waitFor();
  return page;
}

const trigger = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Errors' }).getByRole('button', { name, exact: true }).click();

/** Calls of the page to an API path, counted from now on. */
function countCalls(page: Page, pathname: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) calls += 1;
  });
  return () => calls;
}

describe('the error testing page', () => {
  it("400: shows the server's message in a snackbar and stays", async () => {
    const page = await errorTestingPage();
    await trigger(page, '400 error');
    await snackbar(page, serverMessage(400)).waitFor();
    expect(pathAndQuery(page)).toBe('/error-testing');
    expect(await page.getByRole('heading', { level: 1, name: 'Error testing' }).isVisible()).toBe(true);
  });

  it('401: refreshes the token once, replays the call, then shows the error page still signed in', async () => {
    const page = await errorTestingPage();
    const before = await storedTokens(page);
    const errorCalls = countCalls(page, '/api/testing/errors/401');
    const refreshCalls = countCalls(page, '/api/auth/refresh_access_token');

    await trigger(page, '401 error');
    await errorHeading(page, '401 Error').waitFor();
    expect(await page.getByText(serverMessage(401), { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`401 Error ${serverMessage(401)}`);
    expect(new URL(page.url()).pathname).toBe('/error');
    expect({ calls: errorCalls(), refreshes: refreshCalls() }).toEqual({ calls: 2, refreshes: 1 });
    // The refresh stored a new pair, and the session survives.
    const after = await storedTokens(page);
    expect(after['vo.auth.refreshToken']).toBeDefined();
    expect(after['vo.auth.refreshToken']).not.toBe(before['vo.auth.refreshToken']);
    expect(await bottomNav(page).isVisible()).toBe(true);
    expect(await drawerItems(page)).toContain('button: Sign out');
  });

  for (const [status, heading] of [
    [403, '403 Error'],
    [404, '404 Page Not Found'],
  ] as const) {
    it(`${String(status)}: shows the error page with the server's message and the title '<status> Error <message>'`, async () => {
      const page = await errorTestingPage();
      await trigger(page, `${String(status)} error`);
      await errorHeading(page, heading).waitFor();
      expect(await page.getByText(serverMessage(status), { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.title()).toBe(`${String(status)} Error ${serverMessage(status)}`);
      // Not a network error: the error page's logo goes Home.
      await page.getByRole('button', { name: 'Go to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  }

  it("503: replaces the whole app with the full page 'We'll be right back!'", async () => {
    const page = await errorTestingPage();
    await trigger(page, '503 error');
    await page.getByRole('heading', { level: 1, name: "We'll be right back!", exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe("503 Error We'll be right back!");
    // A full page: no top bar, drawer or bottom navigation around it.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).count()).toBe(0);
    expect(await bottomNav(page).count()).toBe(0);
    // Trying again loads the app afresh, still signed in.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Error testing' }).waitFor();
    await bottomNav(page).waitFor();
  });

  it("network: shows the snackbar 'Network error'", async () => {
    const page = await errorTestingPage();
    await trigger(page, 'Network error');
    await snackbar(page, 'Network error').waitFor();
    expect(pathAndQuery(page)).toBe('/error-testing');
  });

  it('navigation: shows the error page of the route whose screen could not be loaded', async () => {
    const page = await errorTestingPage();
    await trigger(page, 'Navigation error');
    await errorHeading(page, '500 Error').waitFor();
    expect(pathAndQuery(page)).toBe('/error-testing/navigation');
    // The browser's own reason, so QA can tell what broke.
    const message = page.getByText(/^Failed to fetch dynamically imported module: /);
    expect(await message.isVisible()).toBe(true);
    await expect.poll(() => page.title()).toMatch(/^500 Error Failed to fetch dynamically imported module: /);
    // Inside the shell: the drawer still works.
    expect(await drawerItems(page)).toContain('button: Sign out');
  });

  it('JavaScript: shows the error page of the screen that failed to draw', async () => {
    const page = await errorTestingPage();
    const thrown = 'A JavaScript error thrown on purpose by the error testing page.';
    await trigger(page, 'JavaScript error');
    await errorHeading(page, '500 Error').waitFor();
    expect(await page.getByText(thrown, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`500 Error ${thrown}`);
    expect(pathAndQuery(page)).toBe('/error-testing');
  });
});

describe('an unknown route', () => {
  it("shows the 404 page reporting '404 Page Not Found'", async () => {
    const page = await chromium.newPage();
    await page.goto('/no/such/page/here');
    await errorHeading(page, '404 Page Not Found').waitFor();
    await expect.poll(() => page.title()).toBe('404 Error Page Not Found');
    expect(pathAndQuery(page)).toBe('/no/such/page/here');
  });

  it('offers the way home in words, and it leads home', async () => {
    const page = await chromium.newPage();
    await page.goto('/no/such/page/here');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Find the right voice for your project' }).waitFor();
  });
});
