// Roles against the real server (spec sections 2, 4 and 6): switching the active role in the top
// bar, an admin acting as another user and returning, and the role rules of admin-only and finance
// routes.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiSignIn,
  closeDrawer,
  DEMO,
  DRAWER,
  drawerItems,
  errorHeading,
  openDrawer,
  pathAndQuery,
  signedIn,
  useChromium,
} from './support';

const chromium = useChromium();

const roleOption = (page: Page, name: 'As client' | 'As voice actor') =>
  page.getByRole('group', { name: 'Active role' }).getByRole('radio', { name, exact: true });

/** The active role the top bar's selector shows as checked. */
async function checkedRole(page: Page): Promise<string[]> {
  const checked: string[] = [];
  for (const name of ['As client', 'As voice actor'] as const) {
    if (await roleOption(page, name).isChecked()) checked.push(name);
  }
  return checked;
}

/** Where the drawer's Projects leads: the role's own projects. */
async function projectsTarget(page: Page): Promise<string | null> {
  const drawer = await openDrawer(page);
  const href = await drawer.getByRole('link', { name: 'Projects', exact: true }).getAttribute('href');
  await closeDrawer(page);
  return href;
}

describe('the role selector', () => {
  it('switches a user with both roles between client and voice actor, and keeps the choice across reloads', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.both);
    // A voice actor acts as one until choosing otherwise.
    expect(await checkedRole(page)).toEqual(['As voice actor']);
    expect(await projectsTarget(page)).toBe('/dashboard/invites');

    await page.getByRole('group', { name: 'Active role' }).getByText('As client', { exact: true }).click();
    // The role's home follows the active role (spec section 2): the client home.
    await page.waitForURL((url) => url.pathname === '/dashboard/home');
    expect(await checkedRole(page)).toEqual(['As client']);
    expect(await projectsTarget(page)).toBe('/dashboard/projects');

    await page.reload();
    await roleOption(page, 'As client').waitFor({ state: 'attached' });
    expect(await checkedRole(page)).toEqual(['As client']);
    expect(await projectsTarget(page)).toBe('/dashboard/projects');

    await page
      .getByRole('group', { name: 'Active role' })
      .getByText('As voice actor', { exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/voice-actor/dashboard');
    expect(await checkedRole(page)).toEqual(['As voice actor']);
    expect(await projectsTarget(page)).toBe('/dashboard/invites');

    await page.reload();
    await roleOption(page, 'As voice actor').waitFor({ state: 'attached' });
    expect(await checkedRole(page)).toEqual(['As voice actor']);
    expect(await projectsTarget(page)).toBe('/dashboard/invites');
  });

  it('is not shown to a user with one role', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.client);
    expect(await page.getByRole('group', { name: 'Active role' }).count()).toBe(0);
  });
});

describe('admin impersonation', () => {
  let clientId = 0;
  let clientName = '';
  beforeAll(async () => {
    // The client's id and name, as the real API tells the client.
    const { user } = await apiSignIn(DEMO.client);
    clientId = user.id;
    clientName = user.name;
  });

  it('acts as the user at the given path, then RETURN AS ADMIN brings the admin back', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.admin);
    expect(await drawerItems(page)).toEqual(DRAWER.admin);

    await page.goto(`/login/${String(clientId)}?path=${encodeURIComponent('/account?tab=profile')}`);
    const bar = page.getByRole('region', { name: 'Impersonation' });
    await bar.waitFor();
    expect(pathAndQuery(page)).toBe('/account?tab=profile');
    expect(await bar.innerText()).toContain(`Acting as ${clientName}`);
    // The drawer is the client's: no admin items.
    expect(await drawerItems(page)).toEqual(DRAWER.client);
    // The markers last for the browser session: a reload still acts as the client.
    await page.reload();
    await bar.waitFor();
    expect(await drawerItems(page)).toEqual(DRAWER.client);

    await bar.getByRole('button', { name: 'RETURN AS ADMIN' }).click();
    await bar.waitFor({ state: 'detached' });
    await expect.poll(() => drawerItems(page)).toEqual(DRAWER.admin);
    // The markers are cleared: a reload stays the admin.
    await page.reload();
    await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);
    expect(await drawerItems(page)).toEqual(DRAWER.admin);
  });

  it('refuses a user who is not an admin with the 403 error page', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.voice);
    await page.goto(`/login/${String(clientId)}`);
    await errorHeading(page, '403 Error').waitFor();
    expect(await page.getByText('This page is for admins.', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('403 Error This page is for admins.');
    expect(await page.getByRole('region', { name: 'Impersonation' }).count()).toBe(0);
  });
});

describe('the finance route', () => {
  it('refuses a tester with 403', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.tester);
    await page.goto('/finance');
    await errorHeading(page, '403 Error').waitFor();
    expect(await page.getByText('This page is for finance staff.', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('403 Error This page is for finance staff.');
  });

  it('lets admin and finance staff through to the finance page', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.finance);
    await page.goto('/finance');
    await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
    expect(pathAndQuery(page)).toBe('/finance');
    expect(await errorHeading(page, '403 Error').count()).toBe(0);
  });
});
