// What the end-to-end tests share: Debian's Chromium (one browser per file, a fresh context per
// test), signing in on the server's own sign-in page, and reading the shell as a user sees it
// (the drawer's links and buttons by role, snackbars, the error page).
import type { ApiClient, TokenStorage } from '@vo/sdk';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { createTestApiClient, DEMO_PASSWORD, signInDemo, type ApiSession } from './api';
import { testChromium, testChromiumArgs } from '../../../scripts/vitest/testBrowser';

export { DEMO, DEMO_PASSWORD } from './api';

/** The server under test: `http://localhost:<port>`. */
export const baseUrl = (): string => inject('baseUrl');

/** The same server on the second brand's host name (`second.localhost` is loopback in Chromium). */
export const secondBrandUrl = (): string => {
  const url = new URL(baseUrl());
  url.hostname = 'second.localhost';
  return url.origin;
};

/** How long a single wait may take: the server and the browser share two cores with the run. */
const ACTION_TIMEOUT_MS = 15_000;

export interface Chromium {
  /** A page in a new, empty browser context (no storage shared with other tests). */
  newPage(): Promise<Page>;
}

/**
 * The worker's one Chromium. The project's files share one module graph (isolate: false in
 * apps/web/vitest.config.ts), so every file of the run takes this browser instead of launching its own: 19
 * launches and closes were about 20 s of the project at rest. Each test still gets new contexts
 * (no storage, cookies or cache shared), and Playwright closes the browser when the worker exits.
 * A browser that crashed or was closed is launched again for the next file.
 */
let shared: Promise<Browser> | undefined;

async function sharedBrowser(): Promise<Browser> {
  const current = await shared;
  if (current?.isConnected() === true) return current;
  const launched = chromium.launch({
    executablePath: testChromium,
    args: [...testChromiumArgs],
  });
  shared = launched;
  return launched;
}

/**
 * Gives each test of the file fresh browser contexts in the worker's Chromium, closed after it.
 * Call once at the top of a test file.
 */
export function useChromium(): Chromium {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    // A context a failed hook left open would carry its pages into the next file.
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return {
    async newPage() {
      if (browser === undefined) throw new Error('useChromium() launches the browser in beforeAll.');
      const context = await browser.newContext({ baseURL: baseUrl() });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      contexts.push(context);
      const page = await context.newPage();
      // A server-rendered page shows its controls before React owns them. A tap in between is held
      // and done after hydration (src/app/earlyInput.ts, tested in ssr.e2e.test.ts), but a text
      // field's keys and a select's choice are React's only once it owns them: every `page.goto` of
      // a test returns once the page it arrived at is interactive, so each step acts at once.
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await interactive(page);
        return response;
      };
      // What the browser said, told only when the test fails (where the page was, and its errors).
      const said: string[] = [];
      page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') said.push(`console error: ${message.text()}`);
      });
      onTestFailed(() => {
        console.error([`The page was at ${page.url()}`, ...said].join('\n  '));
      });
      return page;
    },
  };
}

/**
 * Waits until every control of the app on `page` is React's: nothing left to hydrate. A page that
 * is not the app's (the server's sign-in page) has nothing to wait for, nor has a page the app
 * rendered in the browser (its controls are React's from the start).
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (root === null) return true;
    const controls = root.querySelectorAll('a[href], button, input, select, textarea, [tabindex]');
    return Array.from(controls).every((control) =>
      Object.keys(control).some((key) => key.startsWith('__reactProps$')),
    );
  });
}

/** True for the server's sign-in page (the identity provider's stand-in), not the app's /login. */
export const isServerSignInPage = (url: URL): boolean => url.pathname === '/auth/signin';

/** Fills the server's sign-in page (already open, or on its way) and submits it. */
export async function submitSignInPage(page: Page, email: string): Promise<void> {
  await page.waitForURL(isServerSignInPage);
  const form = page.locator('form[aria-labelledby=login-title]');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Waits until React has hydrated `locator`'s element (its props are attached): a click on a
 * server-rendered control before that does nothing. `page.goto` already waits for the whole page
 * (`interactive`); this is for a server-rendered page reached another way (a reload, a link, a
 * redirect after signing in).
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.waitFor();
  await expect
    .poll(() =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

/**
 * The addresses the tab loads from the server as a whole page from now on: a link the app follows
 * in place loads none.
 */
export function pageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

/**
 * Clicks a voice actor's name `link` and waits for the profile it names, opened inside the app:
 * at the link's address, with no page loaded from the server.
 */
export async function opensProfileInApp(page: Page, link: Locator): Promise<void> {
  const name = await link.textContent();
  const href = await link.getAttribute('href');
  const loads = pageLoads(page);
  await link.click();
  await page.getByRole('heading', { level: 1, name: name ?? '' }).waitFor();
  expect(pathAndQuery(page)).toBe(href);
  expect(loads).toEqual([]);
}

/** The bottom navigation, shown to signed-in users only. */
export const bottomNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/**
 * Signs in through the app's /login and the server's sign-in page, and waits until the app is back
 * on `next` with the user identified.
 */
export async function signIn(page: Page, email: string, next = '/'): Promise<void> {
  await page.goto(`/login?${new URLSearchParams({ next }).toString()}`);
  await submitSignInPage(page, email);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === next);
  await bottomNav(page).waitFor();
}

/**
 * A returning user: the device already holds their session. Signs in through the real API (POST
 * /auth/password, as `apiSignIn`) and has the page find the pair of tokens where the app keeps them
 * (localStorage `vo.auth.*`, what the app itself wrote when this user last signed in) from its first
 * document on. They are put there once per origin and tab: the app's own later changes (a refresh's
 * new pair, signing out) stand across reloads, as they would on the user's device. Once per page.
 */
export async function rememberSession(page: Page, email: string): Promise<ApiSession> {
  const session = await apiSignIn(email);
  await page.addInitScript(
    (pair) => {
      try {
        if (window.sessionStorage.getItem('vo.e2e.sessionRemembered') !== null) return;
        window.sessionStorage.setItem('vo.e2e.sessionRemembered', '1');
        window.localStorage.setItem('vo.auth.accessToken', pair.accessToken);
        window.localStorage.setItem('vo.auth.refreshToken', pair.refreshToken);
      } catch {
        // A document without web storage (about:blank) has nothing to remember.
      }
    },
    {
      accessToken: session.tokens.getAccessToken() ?? '',
      refreshToken: session.tokens.getRefreshToken() ?? '',
    },
  );
  return session;
}

/**
 * Opens `next` as a returning user (`rememberSession`) and waits until the app shows them signed in.
 *
 * For a test whose subject comes after signing in. Through the sign-in pages (`signIn`: the app's
 * /login, the server's sign-in page, the way back) a sign-in took about 2.7 s at rest, most of such
 * a test; this way about 1.7 s, most of it `next` itself. Those pages are tested where signing in is
 * the journey (session, search, favorites, live updates, the casting journey, the second brand in
 * shell).
 */
export async function signedIn(page: Page, email: string, next = '/'): Promise<void> {
  await rememberSession(page, email);
  await page.goto(next);
  await bottomNav(page).waitFor();
}

/** The drawer's navigation, opened from the top bar's Menu button. */
export async function openDrawer(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  // A server-rendered page shows the button before React owns it; a click then does nothing.
  await hydrated(toggle);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await nav.waitFor();
  return nav;
}

export async function closeDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).waitFor({ state: 'hidden' });
}

/**
 * The drawer's items in order as assistive technology reads them: 'link: Home', 'button: Sign out'.
 * Read from the navigation's accessibility tree (role and accessible name of each link and button),
 * then the drawer is closed again.
 */
export async function drawerItems(page: Page): Promise<string[]> {
  const nav = await openDrawer(page);
  const tree = await nav.ariaSnapshot();
  await closeDrawer(page);
  return [...tree.matchAll(/^\s*- (link|button) "((?:[^"\\]|\\.)*)"/gm)].map(
    ([, role = '', name = '']) => `${role}: ${JSON.parse(`"${name}"`) as string}`,
  );
}

/** A snackbar showing exactly this message (snackbars live in a polite status region). */
export const snackbar = (page: Page, message: string): Locator =>
  page.getByRole('status').getByText(message, { exact: true });

/** The error page's heading, e.g. '403 Error' or '404 Page Not Found'. */
export const errorHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The app's stored tokens: the localStorage keys `vo.auth.*` and their values. */
export async function storedTokens(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(Object.entries(window.localStorage).filter(([key]) => key.startsWith('vo.auth.'))),
  );
}

/** The address the page shows, as path and query. */
export const pathAndQuery = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** A client of the real API from the test process (no browser), with tokens in memory. */
export const apiClient = (tokens?: TokenStorage): ApiClient => createTestApiClient(baseUrl(), tokens);

/**
 * Opens the newest mail to `email` with `subject` in the demo mailbox (the server's outbox), in a new
 * page, once it has arrived: the mail jobs run on the server's own queue, a moment after the request.
 */
export async function openMail(chromium: Chromium, email: string, subject: string): Promise<Page> {
  const mailbox = await chromium.newPage();
  const mail = () =>
    mailbox.getByRole('row').filter({ hasText: email }).getByRole('link', { name: subject, exact: true });
  await expect
    .poll(
      async () => {
        await mailbox.goto('/dev/mailbox');
        return mail().count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await mail().first().click();
  return mailbox;
}

/** Signs in a demo account through the real API (`signIn` of @vo/sdk/testing), without a browser. */
export const apiSignIn = (email: string): Promise<ApiSession> => signInDemo(baseUrl(), email);

/**
 * The drawer's items per kind of user, as spec section 2 lists them (Drawer menus), less those whose
 * screen comes with a later issue (Membership, the payment and invitation settings, the onboarding
 * joins, the account and experiments pages: until built, their items would lead to the 404 page), in
 * the form `drawerItems` reads them. Sign up, Log in, Restore account and Sign out are actions
 * (buttons); the rest are links. The admin adds the approval queue and Restore account.
 */
const CLIENT_DRAWER = [
  'link: Home',
  'link: Search',
  'link: Favorites',
  'link: Projects',
  'link: Profile',
  'link: Notification preferences',
  'link: Join as a voice actor',
  'link: Your account',
  'link: Help',
  'button: Sign out',
] as const;

/** Spec section 2's drawer menus, each item leading to its screen. */
export const DRAWER = {
  anonymous: [
    'button: Sign up',
    'button: Log in',
    'link: Home',
    'link: Search',
    'link: Post a project',
    'link: Membership',
    'link: Help',
  ],
  client: CLIENT_DRAWER,
  provider: [
    'link: Home',
    'link: Search',
    'link: Favorites',
    'link: Projects',
    'link: Profile',
    'link: Membership',
    'link: Notification preferences',
    'link: Payment preferences',
    'link: Booking settings',
    'link: Invitation settings',
    'link: Join as a client',
    'link: Your account',
    'link: Help',
    'button: Sign out',
  ],
  // Admins and testers add Experiments and feature requests; admins the staff's screens and Restore
  // account (the demo admin has no finance role: no Finance).
  admin: [
    ...CLIENT_DRAWER.slice(0, -2),
    'link: Experiments',
    'link: Feature requests',
    'link: Approval queue',
    'link: Held messages',
    'link: Top searches',
    'link: Tags',
    'button: Restore account',
    ...CLIENT_DRAWER.slice(-2),
  ],
  tester: [
    ...CLIENT_DRAWER.slice(0, -2),
    'link: Experiments',
    'link: Feature requests',
    ...CLIENT_DRAWER.slice(-2),
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * Holds back the app's script on `page`, as a slow phone receives it after the server's page: what
 * the page shows meanwhile is the server's render and its stylesheets alone. The script arrives once
 * the returned function is called (never, if it is not). `page.goto` waits for the app to be
 * interactive: do not await it before releasing.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const arrives = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await arrives;
    await route.continue();
  });
  return () => {
    release();
  };
}
