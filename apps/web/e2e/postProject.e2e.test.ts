// Posting a project against the real server: an anonymous visitor fills in /post, reloads (the draft
// is kept in the browser), signs up in the post-project flow and lands on the saved project, which the
// server holds pending approval (the new user's navbar tour waits for Home); a signed-in client posts
// directly, then edits the project; a copy of a project is posted from its edit page; a submit flags
// every field with a problem at once.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  bottomNav,
  DEMO,
  DEMO_PASSWORD,
  hydrated,
  signedIn,
  snackbar,
  useChromium,
} from './support';
import { pendingCasting } from './castings';

const chromium = useChromium();

/** The project's public hash, from the address the app landed on (/projects/{hash}). */
async function landedProjectHash(page: Page): Promise<string> {
  await page.waitForURL((url) => /^\/projects\/[A-Za-z0-9_-]+$/.test(url.pathname));
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

async function fillBrief(page: Page, name: string): Promise<void> {
  await hydrated(page.getByRole('textbox', { name: 'Project name', exact: true }));
  await page.getByRole('textbox', { name: 'Project name', exact: true }).fill(name);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Eight short modules for new customers. Warm, trustworthy.');
  await page
    .getByRole('textbox', { name: 'Script', exact: true })
    .fill('Welcome to Brightside Bank. Your future starts with a single step.');
  await page.getByRole('checkbox', { name: 'English (North American)' }).check();
  await page.getByRole('checkbox', { name: 'Middle Age Female' }).check();
  await page.getByRole('combobox', { name: 'Usage', exact: true }).selectOption({ label: '12 months' });
  await page.getByRole('textbox', { name: 'Budget', exact: true }).fill('250');
}

describe('posting a project', () => {
  it('an anonymous visitor drafts a project, reloads, signs up and lands on it, pending approval', async () => {
    const page = await chromium.newPage();
    await page.goto('/post');
    const name = `E-learning narrator ${String(Date.now())}`;
    await fillBrief(page, name);

    // The required number of proposals: its message beside the field (the stories check the focus).
    const wanted = page.getByRole('textbox', { name: /Approximate number of proposals wanted/ });
    await wanted.fill('');
    await page.getByRole('button', { name: 'Sign up and post' }).click();
    await page.getByText('Enter the approximate number of proposals wanted.', { exact: true }).waitFor();
    expect(await wanted.getAttribute('aria-invalid')).toBe('true');
    await wanted.fill('12');

    // A reload keeps everything typed.
    await page.reload();
    await page.getByText('Your draft is back').waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Project name', exact: true }).inputValue())
      .toBe(name);
    expect(await page.getByRole('checkbox', { name: 'English (North American)' }).isChecked()).toBe(true);
    expect(await wanted.inputValue()).toBe('12');

    await hydrated(page.getByRole('button', { name: 'Sign up and post' }));
    await page.getByRole('button', { name: 'Sign up and post' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/signin');
    const email = `poster.${String(Date.now())}@example.test`;
    const signup = page.locator('form[aria-labelledby=signup-title]');
    await signup.getByLabel('Full name').fill('Pat Poster');
    await signup.getByLabel('E-mail').fill(email);
    await signup.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await signup.getByLabel('A client').check();
    await signup.getByLabel(/I accept the Terms/).check();
    await signup.getByRole('button', { name: 'Create account' }).click();

    const hash = await landedProjectHash(page);
    // The new user's navbar tour is a tour of Home: not over the project they came for, but on Home.
    await page.getByText('Getting started', { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await bottomNav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/home');
    await page.getByRole('dialog', { name: 'Home' }).getByText('Step 1 of 7').waitFor();

    const { client, user } = await apiSignIn(email);
    const { data: project } = await client.unwrap(
      client.api.GET('/projects/{id}', { params: { path: { id: hash } } }),
    );
    expect(project).toMatchObject({
      name,
      type: 'casting',
      status: 'pending_approval',
      user_id: [user.id],
      service_properties: {
        proposals_wanted: 12,
        budget: 250,
        usage: { value: 12, unit: 'month' },
        languages: [{ name: 'English (North American)' }],
        voice_age_genders: [{ name: 'Middle Age Female' }],
      },
    });
    // Posted: the draft is gone, and /post starts empty.
    await page.goto('/post');
    expect(await page.getByRole('textbox', { name: 'Project name', exact: true }).inputValue()).toBe('');
  });

  it('a signed-in client previews and posts directly, then edits the project', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, '/post');
    const name = `Podcast intro ${String(Date.now())}`;
    await fillBrief(page, name);
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.waitForURL((url) => url.pathname === '/preview');
    await page.getByRole('heading', { level: 2, name }).waitFor();
    await page.getByText('Now inviting').waitFor();
    await page.getByRole('button', { name: 'Post project' }).click();

    const hash = await landedProjectHash(page);
    const { client } = await apiSignIn(DEMO.client);
    const read = async () =>
      (await client.unwrap(client.api.GET('/projects/{id}', { params: { path: { id: hash } } }))).data;
    expect(await read()).toMatchObject({ name, status: 'pending_approval' });

    await page.goto(`/edit/${hash}`);
    await bottomNav(page).waitFor();
    const title = page.getByRole('textbox', { name: 'Project name', exact: true });
    await expect.poll(() => title.inputValue()).toBe(name);
    await title.fill(`${name} (revised)`);
    await page.getByRole('textbox', { name: 'Budget', exact: true }).fill('300');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${hash}`);
    expect(await read()).toMatchObject({
      name: `${name} (revised)`,
      status: 'pending_approval',
      service_properties: { budget: 300, proposals_wanted: 25 },
    });

    // Someone else's project: the error page, not the form.
    const voice = await chromium.newPage();
    await signedIn(voice, DEMO.voice, '/');
    await voice.goto(`/edit/${hash}`);
    await voice.getByRole('heading', { level: 1, name: /^403/ }).waitFor();
  });

  it('a submit flags every field with a problem at once, and the focus goes to the first', async () => {
    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, '/post');
    const name = page.getByRole('textbox', { name: 'Project name', exact: true });
    const wanted = page.getByRole('textbox', { name: /Approximate number of proposals wanted/ });
    await hydrated(name);
    await expect.poll(() => wanted.inputValue()).not.toBe('');
    await wanted.fill('');
    await page.getByRole('button', { name: 'Post project' }).click();

    await page.getByText('Enter a name for your project.', { exact: true }).waitFor();
    await page.getByText('Enter the approximate number of proposals wanted.', { exact: true }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await wanted.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('a copy of a project is a draft its owner posts from the edit page', async () => {
    const name = `Museum audio guide ${String(Date.now())}`;
    const original = await pendingCasting({
      name,
      service_properties: { description: 'Twelve rooms, two minutes each.', proposals_wanted: 10 },
    });

    const page = await chromium.newPage();
    await signedIn(page, DEMO.client, `/projects/${original.public_hash}`);
    await page.getByRole('button', { name: 'Copy the project' }).click();
    await snackbar(page, 'Project copied: edit the new draft and post it').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/edit/'));
    const copyId = new URL(page.url()).pathname.split('/')[2] ?? '';
    const title = page.getByRole('textbox', { name: 'Project name', exact: true });
    await expect.poll(() => title.inputValue()).toBe(name);
    await title.fill(`${name} (second run)`);
    await page.getByRole('combobox', { name: 'Receive proposals for' }).selectOption({ label: '2 weeks' });
    await page.getByRole('button', { name: 'Post project' }).click();

    await snackbar(
      page,
      'Project submitted for approval. It goes live once our team has reviewed it.',
    ).waitFor();
    const hash = await landedProjectHash(page);
    const { client } = await apiSignIn(DEMO.client);
    const { data: copy } = await client.unwrap(
      client.api.GET('/projects/{id}', { params: { path: { id: hash } } }),
    );
    expect(String(copy.id)).toBe(copyId);
    expect(copy).toMatchObject({ name: `${name} (second run)`, status: 'pending_approval' });
    expect(copy.id).not.toBe(original.id);
  });
});
