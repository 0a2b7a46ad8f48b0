// A category page from the real server: an anonymous visitor reads its text and hears its voice
// actors (three samples, then the play gate asks them to sign in); the page arrives in the
// category_pages_cro variant drawn for the visitor's browser session, which they keep on reload, and
// a search engine's crawler (by its user agent) gets the Original; an unknown slug is the error page
// with the server's message.
import type { CategoryPage, Experiment } from '@vo/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiClient, baseUrl, errorHeading, hydrated, opensProfileInApp, useChromium } from './support';

const chromium = useChromium();
const SLUG = 'e-learning-voice-actors';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function categoryPage(slug: string): Promise<CategoryPage> {
  const { data } = await apiClient().unwrap(
    apiClient().api.GET('/categoryPages/{slug}', { params: { path: { slug } } }),
  );
  return data;
}

/** The variant the page asked the server for, as the server answered it. */
function experimentAnswers(page: Page): Experiment[] {
  const answers: Experiment[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/experiments/category_pages_cro' && response.ok())
      void response.json().then((body: Experiment) => answers.push(body));
  });
  return answers;
}

describe('a category page', () => {
  it('arrives in the visitor’s variant, which the browser keeps without asking, and the visitor keeps on reload', async () => {
    const category = await categoryPage(SLUG);
    const page = await chromium.newPage();
    const answers = experimentAnswers(page);
    const response = await page.goto(`/category/${SLUG}`);
    // The server drew the variant for the visitor's browser session and rendered the page in it.
    const served = /data-variant="([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
    expect(['Original', 'b', 'c', 'd']).toContain(served);
    const article = page.locator('article[aria-labelledby="category-title"]');
    await article.waitFor();
    expect(await article.getAttribute('data-variant')).toBe(served);
    await page.getByText(category.description, { exact: true }).waitFor();
    const firstSection = category.content[0];
    if (firstSection === undefined) throw new Error('The seeded page has content.');
    await page.getByRole('heading', { level: 2, name: firstSection.heading }).waitFor();
    const voices = page.getByRole('list', { name: `Voice actors: ${category.title}` });
    const first = category.providers_sample[0];
    if (first === undefined) throw new Error('The seeded page has voice actors.');
    await voices.getByRole('link', { name: first.user.name, exact: true }).waitFor();
    await voices
      .getByRole('button', { name: /^Play / })
      .first()
      .waitFor();
    await page.getByRole('list', { name: 'Similar categories' }).waitFor();

    // The browser session's cookie (no expiry) holds the id the server keeps the variant under.
    const cookie = (await page.context().cookies()).find((one) => one.name === 'vo_session');
    expect(cookie?.expires).toBe(-1);
    const kept = await fetch(`${baseUrl()}/api/experiments/category_pages_cro`, {
      headers: { 'x-session-id': cookie?.value ?? '' },
    });
    expect(await kept.json()).toMatchObject({ current_variant: served, cached: true });

    await page.reload();
    await article.waitFor();
    expect(await article.getAttribute('data-variant')).toBe(served);

    // On to a similar category in the app: the browser's own calls are the same visitor, and the
    // variant the page came with still holds, so the browser never had to ask for it.
    const sent: (string | null)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/'))
        sent.push(request.headers()['x-session-id'] ?? null);
    });
    const similar = page.getByRole('list', { name: 'Similar categories' }).getByRole('link').first();
    const next = await similar.getAttribute('href');
    // After a reload the link is the server's until React owns it (a click before would load the
    // next page from the server, without the browser's calls this step watches).
    await hydrated(similar);
    await similar.click();
    await page.waitForURL((url) => url.pathname === next);
    await page
      .locator(`article[aria-labelledby="category-title"][data-variant="${String(served)}"]`)
      .waitFor();
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set([cookie?.value]));
    expect(answers).toEqual([]);

    // A voice actor's name opens the profile inside the app.
    await opensProfileInApp(
      page,
      page
        .getByRole('list', { name: /^Voice actors: / })
        .getByRole('article')
        .first()
        .getByRole('link')
        .first(),
    );
  });

  it('an anonymous visitor plays three samples, the limit here; the fourth asks them to sign in', async () => {
    const category = await categoryPage(SLUG);
    const page = await chromium.newPage();
    await page.goto(`/category/${SLUG}`);
    const cards = page.getByRole('list', { name: `Voice actors: ${category.title}` }).getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(4);
    const dialog = page.getByRole('dialog', { name: 'Sign in to keep listening' });
    for (let index = 0; index < 3; index += 1) {
      const card = cards.nth(index);
      await card.getByRole('button', { name: /^Play / }).click();
      await card.getByRole('button', { name: /^Pause / }).waitFor();
      // The file loads on the play: a sample counts once it plays, when the spinner goes.
      await card.getByRole('status').waitFor({ state: 'detached' });
    }
    // Three played, the category pages' limit (spec sections 5 and 9): nothing is refused yet.
    expect(await dialog.count()).toBe(0);
    await cards
      .nth(3)
      .getByRole('button', { name: /^Play / })
      .click();
    await dialog.waitFor();
    await dialog.getByText('You have listened to 3 samples.', { exact: false }).waitFor();
  });

  it('gives a crawler the Original, every time', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const response = await fetch(`${baseUrl()}/api/experiments/category_pages_cro`, {
        headers: { 'user-agent': GOOGLEBOT, 'x-session-id': 'crawler-session-0001' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        name: 'category_pages_cro',
        variants: ['Original', 'b', 'c', 'd'],
        current_variant: 'Original',
        cached: false,
      });
    }
    const page = await chromium.newPage();
    await page.context().setExtraHTTPHeaders({ 'user-agent': GOOGLEBOT });
    await page.goto(`/category/${SLUG}`);
    await page.locator('article[aria-labelledby="category-title"][data-variant="Original"]').waitFor();
  });

  it('an unknown slug shows the error page with the server’s message', async () => {
    const page = await chromium.newPage();
    await page.goto('/category/no-such-category');
    await errorHeading(page, '404 Page Not Found').waitFor();
    await page.getByText('No category page has this slug.', { exact: true }).waitFor();
  });
});
