// The public voice actor profile, the reference screen of the screen slot: an anonymous visitor opens
// a seeded voice actor's profile from the real server, reads who they are and plays a sample; the
// profile is fetched once, by the server that renders the page (the route's prefetch and the screen
// share one query); a missing profile is the error page with the server's message (section 8:
// 'Profile not found').
import type { Provider } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import {
  apiClient,
  apiSignIn,
  bottomNav,
  DEMO,
  errorHeading,
  pathAndQuery,
  rememberSession,
  useChromium,
} from './support';

const chromium = useChromium();

/** The profile as the API gives it to anyone, to compare the page with. */
async function publicProfile(id: number): Promise<Provider> {
  const { data } = await apiClient().unwrap(
    apiClient().api.GET('/providers/{id}', {
      params: { path: { id }, query: { populate: 'samples,locations' } },
    }),
  );
  return data;
}

describe('the public voice actor profile', () => {
  it('an anonymous visitor reads the profile and plays a sample; the visit is counted; the browser does not ask for it again', async () => {
    const provider = await publicProfile(1);
    const sample = (provider.samples ?? []).find((s) => s.is_valid);
    if (sample === undefined) throw new Error('The seed gives voice actor 1 a playable sample.');
    const page = await chromium.newPage();
    const profileCalls: string[] = [];
    const views: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/providers/1') profileCalls.push(url.search);
      if (url.pathname.endsWith('/profile_view')) views.push(`${request.method()} ${url.pathname}`);
    });
    const counted = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/providers/1/profile_view' && response.ok(),
    );

    await page.goto('/voice-actor/1');
    await page.getByRole('heading', { level: 1, name: provider.user.name }).waitFor();
    expect(await page.title()).toBe(`${provider.user.name}, voice actor | VoiceMarket`);
    for (const language of provider.languages) {
      await page.getByText(language.name, { exact: false }).first().waitFor();
    }
    const samples = page.getByRole('list', { name: `Samples of ${provider.user.name}` });
    await samples.getByText(sample.name, { exact: true }).waitFor();

    await samples.getByRole('button', { name: `Play ${sample.name}`, exact: true }).click();
    // The server streams the recording and the player plays it: its button turns into Pause, and
    // its loading spinner (the file loads on the play) goes.
    await samples.getByRole('button', { name: `Pause ${sample.name}`, exact: true }).waitFor();
    await samples
      .getByRole('group', { name: sample.name, exact: true })
      .getByRole('status')
      .waitFor({ state: 'detached' });
    // The page came rendered from the server with its data (ssr.e2e.test.ts): the browser asks nothing.
    expect(profileCalls).toEqual([]);
    // The visit is counted once, from a task after hydration.
    await counted;
    expect(views).toEqual(['POST /api/providers/1/profile_view']);
  });

  it('the old address /vodb/{id} shows the same profile', async () => {
    const provider = await publicProfile(2);
    const page = await chromium.newPage();
    await page.goto('/vodb/2');
    await page.getByRole('heading', { level: 1, name: provider.user.name }).waitFor();
    expect(pathAndQuery(page)).toBe('/vodb/2');
  });

  it('a profile that does not exist shows the error page with the server’s message', async () => {
    const page = await chromium.newPage();
    await page.goto('/voice-actor/999999');
    await errorHeading(page, '404 Page Not Found').waitFor();
    await page.getByText('Profile not found.', { exact: true }).waitFor();
  });

  it('an address that is neither a profile id nor a username is the 404 page, without asking the server', async () => {
    const page = await chromium.newPage();
    const profileCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/providers/')) profileCalls.push(request.url());
    });
    // Neither an id nor a username (usernames have 3 to 40 letters, digits, dots, dashes, underscores).
    await page.goto('/voice-actor/x');
    await errorHeading(page, '404 Page Not Found').waitFor();
    expect(profileCalls).toEqual([]);
  });

  it('an anonymous visitor opens a profile by /vodb/{id} and /{username}, its demos and a demo, pages the samples and reads the reviews', async () => {
    const { user } = await apiSignIn(DEMO.voice);
    const id = user.provider_id ?? 0;
    const provider = await publicProfile(id);
    const name = provider.user.name;
    const page = await chromium.newPage();

    await page.goto(`/vodb/${String(id)}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.goto(`/${user.username}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(pathAndQuery(page)).toBe(`/${user.username}`);

    // Its demos, then one demo.
    await page.getByRole('link', { name: /^All demos \(\d+\)$/ }).click();
    await page.waitForURL((url) => url.pathname === `/voice-actor/${String(id)}/demos`);
    const open = page.getByRole('link', { name: /^Open the .+ demo$/ }).first();
    const demoName = ((await open.textContent()) ?? '').replace(/^Open the | demo$/g, '');
    await open.click();
    await page.waitForURL((url) =>
      new RegExp(`^/voice-actor/${String(id)}/demos/[a-z0-9-]+/\\d+$`).test(url.pathname),
    );
    await page.getByRole('region', { name: `Demo ${demoName}` }).waitFor();

    // The samples, 6 a page: the second page holds the rest.
    await page.goto(`/voice-actor/${String(id)}/samples`);
    const samples = page.getByRole('list', { name: `Samples of ${name}` });
    await expect.poll(() => samples.getByRole('listitem').count()).toBe(6);
    await page
      .getByRole('navigation', { name: 'Pages of samples' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await page.waitForURL((url) => url.search === '?page=2');
    await expect.poll(() => samples.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await samples.getByRole('listitem').count()).toBeLessThan(6);

    // The endorsements the seed's clients gave (and those another test had answered since), by short
    // name, newest first; the unanswered request is not shown.
    const { data: given } = await apiClient().unwrap(
      apiClient().api.GET('/providers/{id}/endorsements', {
        params: { path: { id }, query: { size: 6 } },
      }),
    );
    expect(given.length).toBeGreaterThanOrEqual(2);
    await page.goto(`/voice-actor/${String(id)}`);
    const endorsements = page.getByRole('list', { name: `Endorsements of ${name}` });
    await expect.poll(() => endorsements.getByRole('listitem').count()).toBe(given.length);
    await expect
      .poll(() => endorsements.getByRole('listitem').first().textContent())
      .toMatch(/^[A-Z][a-z]+ [A-Z]\., clientEndorsed in [A-Z][a-z]+ \d{4}$/);

    // The reviews page, from the profile's header.
    await page
      .getByRole('link', { name: `${String(provider.stats.reviews_count)} reviews`, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: `Reviews of ${name}` }).waitFor();
    const reviews = page.getByRole('list', { name: `Reviews of ${name}` });
    await expect
      .poll(() => reviews.getByRole('listitem').count())
      .toBe(Math.min(5, provider.stats.reviews_count));
  });

  it('a voice actor on their own profile gets the way to edit it, not a heart, Book or Message to themselves', async () => {
    // A returning voice actor opens their profile: the server renders it for anyone, then the
    // browser's session signs in from the stored tokens.
    const page = await chromium.newPage();
    const { user } = await rememberSession(page, DEMO.voice);
    const id = user.provider_id ?? 0;
    const { user: shown } = await publicProfile(id);
    await page.goto(`/voice-actor/${String(id)}`);
    await page.getByRole('heading', { level: 1, name: shown.name }).waitFor();
    await bottomNav(page).waitFor();
    const edit = page.getByRole('link', { name: 'Edit your profile', exact: true });
    await edit.waitFor();
    expect(await page.getByRole('button', { name: `Favorite ${shown.name}`, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Book ${shown.name}`, exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Message', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Invite to a casting', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Copy share link', exact: true }).waitFor();

    await edit.click();
    await page.waitForURL((url) => url.pathname === `/voice-actor/${String(id)}/editable`);
    await page.getByRole('heading', { level: 1, name: 'Edit your profile' }).waitFor();

    // Another voice actor's profile still offers them all.
    const other = await publicProfile(id === 1 ? 2 : 1);
    await page.goto(`/voice-actor/${String(other.id)}`);
    await page.getByRole('heading', { level: 1, name: other.user.name }).waitFor();
    await bottomNav(page).waitFor();
    await page.getByRole('button', { name: `Favorite ${other.user.name}`, exact: true }).waitFor();
    await page.getByRole('button', { name: `Book ${other.user.name}`, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Message', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit your profile', exact: true }).count()).toBe(0);
  });
});
