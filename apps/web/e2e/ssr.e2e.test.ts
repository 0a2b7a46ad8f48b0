// The public routes rendered on the server: a crawler (plain fetch, no JavaScript) gets a voice
// actor's profile with the name, languages and sample titles already in the HTML, a real head and
// schema.org data; the browser hydrates that page as it is (no second request for the profile, no
// hydration error, no layout shift), for an anonymous visitor and for a signed-in one on the second
// brand (who gets the profile once more when signed in, for their favorite flag); guarded routes
// keep the app's shell.
import type { Provider } from '@vo/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  baseUrl,
  bottomNav,
  DEMO,
  holdAppScript,
  rememberSession,
  secondBrandUrl,
  useChromium,
} from './support';

const chromium = useChromium();

/** The profile as the API gives it to anyone, to compare the pages with. */
async function publicProfile(id: number): Promise<Provider> {
  const { data } = await apiClient().unwrap(
    apiClient().api.GET('/providers/{id}', {
      params: { path: { id }, query: { populate: 'samples,locations' } },
    }),
  );
  return data;
}

/** The samples the public page lists (valid ones, the first six). */
const listedSamples = (provider: Provider) => (provider.samples ?? []).filter((s) => s.is_valid).slice(0, 6);

/** The first sample the profile of `id` lists, with the profile. */
async function profileWithSample(id: number) {
  const provider = await publicProfile(id);
  const [sample] = listedSamples(provider);
  if (sample === undefined) throw new Error(`The seed gives voice actor ${String(id)} a playable sample.`);
  return { provider, sample };
}

/** Text as React writes it into HTML. */
const asHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** What a search engine's crawler gets: the status and the HTML, without running any JavaScript. */
async function crawl(path: string): Promise<{ status: number; head: string; body: string }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  const html = await response.text();
  const [head = '', body = ''] = html.split('</head>');
  return { status: response.status, head, body };
}

const jsonLdOf = (head: string): unknown =>
  JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(head)?.[1] ?? 'null');

/** Errors the page logged: a hydration mismatch is one (React reports it with console.error). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // A resource the browser could not load is not the page's doing (the favicon, the second
    // brand's host loading recordings from the server's own origin).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The API calls the page makes for this profile. */
function profileCalls(page: Page, id: number): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/providers/${String(id)}`) calls.push(url.search);
  });
  return calls;
}

/** The layout shifts the page had so far (without user input), as the CLS metric adds them up. */
const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing moved. The observer reports buffered entries at once.
        setTimeout(() => {
          resolve(0);
        }, 500);
      }),
  );

describe('server rendering of the public routes', () => {
  it('a crawler gets the profile in the HTML: name, languages, sample titles, head and schema.org data', async () => {
    const provider = await publicProfile(1);
    const samples = listedSamples(provider);
    expect(samples.length).toBeGreaterThan(0);
    const { status, head, body } = await crawl('/voice-actor/1');

    expect(status).toBe(200);
    expect(body).toContain(`<h1`);
    expect(body).toContain(`>${asHtml(provider.user.name)}</h1>`);
    for (const language of provider.languages) expect(body).toContain(asHtml(language.name));
    for (const sample of samples) expect(body).toContain(`Play ${asHtml(sample.name)}`);
    // Where they work from, the country named by the server ("Leeds, United Kingdom").
    const [primary] = provider.locations;
    expect(primary?.country_name).toMatch(/^[A-Z][a-z]+/);
    const place = [primary?.city, primary?.region, primary?.country_name].filter(Boolean).join(', ');
    expect(body).toContain(`>${asHtml(place)}<`);

    expect(head).toContain(`<title>${asHtml(provider.user.name)}, voice actor | VoiceMarket</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toContain(`<link rel="canonical" href="${baseUrl()}/voice-actor/1"`);
    expect(jsonLdOf(head)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: provider.user.name,
      knowsLanguage: provider.languages.map((language) => language.name),
      subjectOf: samples.map((sample) => ({
        '@type': 'AudioObject',
        name: sample.name,
        contentUrl: sample.file,
      })),
    });
    // The stylesheets are in the head: the first paint is styled.
    expect(head).toMatch(/<link rel="stylesheet"[^>]* href="\/assets\/[^"]+\.css"/);
  });

  it('a category page arrives whole: a crawler’s in the Original variant, a person’s in their own', async () => {
    const slug = 'e-learning-voice-actors';
    const client = apiClient();
    const { data: category } = await client.unwrap(
      client.api.GET('/categoryPages/{slug}', { params: { path: { slug } } }),
    );
    const { data: voices } = await client.unwrap(
      client.api.GET('/providers/search/{slug}', {
        params: { path: { slug }, query: { page: 1, size: 10 } },
      }),
    );
    expect(voices.length).toBeGreaterThan(0);
    const { status, body } = await crawl(`/category/${slug}`);

    expect(status).toBe(200);
    expect(body).toContain('data-variant="Original"');
    expect(body).toContain(asHtml(category.title));
    expect(body).toContain(asHtml(voices[0]?.user.name ?? ''));
    // The variant travels with the page, so the browser hydrates the Original without asking again.
    expect(body).toContain('"current_variant":"Original"');

    // A person's variant is kept per browser session: the page's answer gives the browser its session
    // cookie and arrives in the variant drawn for that session, with the answer the browser hydrates
    // from; the same cookie brings the same variant back, and no new cookie.
    const first = await fetch(`${baseUrl()}/category/${slug}`);
    const cookie = /^vo_session=([A-Za-z0-9-]{8,64}); Path=\/; SameSite=Lax$/.exec(
      first.headers.get('set-cookie') ?? '',
    )?.[1];
    if (cookie === undefined)
      throw new Error(`No session cookie: ${String(first.headers.get('set-cookie'))}`);
    const person = await first.text();
    const variant = /data-variant="([^"]+)"/.exec(person)?.[1];
    expect(['Original', 'b', 'c', 'd']).toContain(variant);
    expect(person).toContain(`"current_variant":"${String(variant)}"`);
    expect(person).toContain(asHtml(category.title));
    const again = await fetch(`${baseUrl()}/category/${slug}`, {
      headers: { cookie: `vo_session=${cookie}` },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.text()).toContain(`data-variant="${String(variant)}"`);
  });

  it('an old address names the profile’s own address as canonical; an unknown one is a 404', async () => {
    const old = await crawl('/vodb/2');
    expect(old.status).toBe(200);
    expect(old.head).toContain(`<link rel="canonical" href="${baseUrl()}/voice-actor/2"`);

    const missing = await crawl('/voice-actor/999999');
    expect(missing.status).toBe(404);

    const unknown = await crawl('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Page Not Found');
    expect(unknown.head).toContain('<meta name="robots" content="noindex"');
  });

  it('a guarded route keeps the app’s shell: nothing is rendered on the server', async () => {
    const { status, body } = await crawl('/dashboard/projects');
    expect(status).toBe(200);
    expect(body).toContain('<div id="root"></div>');
  });

  it('the browser hydrates the server’s page: same content, no second request, no error, no shift', async () => {
    const { provider, sample } = await profileWithSample(1);
    const page = await chromium.newPage();
    const errors = consoleErrors(page);
    const calls = profileCalls(page, 1);

    const response = await page.goto('/voice-actor/1');
    expect(await response?.text()).toContain(`>${asHtml(provider.user.name)}</h1>`);
    await page.getByRole('heading', { level: 1, name: provider.user.name }).waitFor();
    // Playing needs React's handlers: the page is hydrated, not only painted.
    const samples = page.getByRole('list', { name: `Samples of ${provider.user.name}` });
    await samples.getByRole('button', { name: `Play ${sample.name}`, exact: true }).click();
    await samples.getByRole('button', { name: `Pause ${sample.name}`, exact: true }).waitFor();

    for (const language of provider.languages) {
      await page.getByText(language.name, { exact: false }).first().waitFor();
    }
    expect(await page.title()).toBe(`${provider.user.name}, voice actor | VoiceMarket`);
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  it('the app asks for the rendered screen’s code as it starts: each chunk the page’s data names, fetched once', async () => {
    const page = await chromium.newPage();
    const errors = consoleErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
    });

    const response = await page.goto('/search');
    const html = (await response?.text()) ?? '';
    const data = /<script type="application\/json" id="vo-server-data">(.*?)<\/script>/s.exec(html)?.[1];
    const { scripts = [] } = JSON.parse(data ?? '{}') as { scripts?: string[] };
    expect(scripts.some((file) => /^\/assets\/SearchPage-[\w-]+\.js$/.test(file))).toBe(true);
    await page.getByRole('list', { name: 'Search results' }).getByRole('article').first().waitFor();

    // Preloaded with the credentials mode the module loader uses, so none is fetched twice.
    for (const file of scripts) expect(fetched.filter((path) => path === file)).toEqual([file]);
    const linked = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(linked).toEqual(expect.arrayContaining(scripts));
    expect(errors).toEqual([]);
  });

  it('while the app’s code is on the way, a worker loads the browser’s Intl data and ends; a result played then plays', async () => {
    const page = await chromium.newPage();
    const errors = consoleErrors(page);
    const ended = new Promise<string>((resolve) => {
      page.on('worker', (worker) => {
        worker.on('close', () => {
          resolve(worker.url());
        });
      });
    });
    const releaseScript = await holdAppScript(page);

    // page.goto waits for the app to be interactive (support.ts): not awaited while it is held back.
    const arrived = page.goto('/search');
    // The worker started and ended while the app's own script was still held back.
    expect(decodeURIComponent(await ended)).toContain('new Intl.NumberFormat(');
    // The third card: each card is a Suspense boundary React hydrates in a pass of its own.
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('article').nth(2);
    await card.getByRole('button', { name: /^Play / }).click();
    releaseScript();
    await arrived;
    await card.getByRole('button', { name: /^Pause / }).waitFor();
    expect(errors).toEqual([]);
  });

  it('what a visitor does before the app has loaded is done once it has: a sample played, a search submitted', async () => {
    const { provider, sample } = await profileWithSample(1);
    const page = await chromium.newPage();
    const errors = consoleErrors(page);
    const releaseScript = await holdAppScript(page);

    // page.goto waits for the app to be interactive (support.ts): not awaited while it is held back.
    const arrived = page.goto('/voice-actor/1');
    const samples = page.getByRole('list', { name: `Samples of ${provider.user.name}` });
    await samples.getByRole('button', { name: `Play ${sample.name}`, exact: true }).click();
    // Tapped again because nothing seemed to happen: still one request to play, not play then pause.
    await samples.getByRole('button', { name: `Play ${sample.name}`, exact: true }).click();
    releaseScript();
    await arrived;
    await samples.getByRole('button', { name: `Pause ${sample.name}`, exact: true }).waitFor();

    // The search box works without the app: its form opens the server-rendered results.
    await page.unrouteAll();
    await holdAppScript(page);
    void page.goto('/').catch(() => undefined);
    const box = page.getByRole('combobox', { name: 'Search voice actors' });
    await box.fill('narration');
    await box.press('Enter');
    // The app's script never arrives here: the results are the server's page ('load' never fires).
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'narration', {
      waitUntil: 'commit',
    });
    await page.getByRole('list', { name: 'Search results' }).getByRole('article').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Search voice actors' }).inputValue()).toBe('narration');
    expect(errors).toEqual([]);
  });

  it('a signed-in visitor on the second brand: the page hydrates, then the shell shows their navigation', async () => {
    const provider = await publicProfile(3);
    const page = await chromium.newPage();
    await rememberSession(page, DEMO.client);
    const errors = consoleErrors(page);
    const calls = profileCalls(page, 3);

    const response = await page.goto(`${secondBrandUrl()}/voice-actor/3`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-theme="second"');
    expect(html).toContain(`<title>${asHtml(provider.user.name)}, voice actor | CastVoices</title>`);
    await bottomNav(page).waitFor();
    await page.getByRole('heading', { level: 1, name: provider.user.name }).waitFor();
    // Hydrating asked nothing; once the session knows the user, the profile is asked once more: the
    // server rendered it for anyone, and its favorite flag is the caller's (favorites.e2e.test.ts).
    await expect.poll(() => calls).toEqual(['?populate=locations']);
    expect(errors).toEqual([]);
  });
});
