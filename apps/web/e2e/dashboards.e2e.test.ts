// The two homes against the real server (issue 46): a client reaches their home through /dashboard
// (the route swaps by active role) and finds the voice actor they just favorited and the booking they
// just made, whose link opens the booking; a voice actor's dashboard counts the search appearance and
// the profile view of a visitor in another browser who found them a moment earlier (the stats are
// read from what is stored, over a window that ends now, so both show at once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { apiSignIn, baseUrl, DEMO, signedIn, useChromium } from './support';

const chromium = useChromium();

beforeAll(async () => {
  for (const email of [DEMO.client, DEMO.voice]) await finishNavbarTour(baseUrl(), email);
});

/** The demo voice actor's provider id and name. */
async function demoVoiceActor(): Promise<{ providerId: number; name: string }> {
  const { user } = await apiSignIn(DEMO.voice);
  return { providerId: user.provider_id ?? 0, name: user.name };
}

describe('the client home', () => {
  let removeFavorite: (() => Promise<void>) | null = null;
  let restoreActions: (() => Promise<void>) | null = null;
  afterAll(async () => {
    // Put the shared demo client back as it was.
    await removeFavorite?.();
    await restoreActions?.();
  });

  it("shows the client's new favorite and their new booking, which opens the booking", async () => {
    const { providerId, name } = await demoVoiceActor();
    const { client } = await apiSignIn(DEMO.client);
    const { data: favorites } = await client.unwrap(
      client.api.GET('/favorites/{target}/{id}', {
        params: {
          path: { target: 'provider', id: (await client.unwrap(client.api.GET('/users/me'))).data.id },
          query: { size: 100 },
        },
      }),
    );
    if (!favorites.some((favorite) => favorite.target_id === providerId)) {
      await client.unwrap(
        client.api.POST('/favorites', { body: { target: 'provider', target_id: providerId } }),
      );
      removeFavorite = async () => {
        await client.unwrap(
          client.api.DELETE('/favorites/{target}/{id}', {
            params: { path: { target: 'provider', id: providerId } },
          }),
        );
      };
    } else {
      // Favorited before: favoriting again makes it the most recent one.
      await client.unwrap(
        client.api.DELETE('/favorites/{target}/{id}', {
          params: { path: { target: 'provider', id: providerId } },
        }),
      );
      await client.unwrap(
        client.api.POST('/favorites', { body: { target: 'provider', target_id: providerId } }),
      );
    }
    const { data: booking } = await client.unwrap(
      client.api.POST('/providers/{id}/book', {
        params: { path: { id: providerId } },
        body: {
          recording_length: { value: 45, unit: 'second' },
          audience_size: 100000,
          revisions: 2,
          usage: { value: 12, unit: 'month' },
          turnaround: 3,
          additional_services: [],
          script: 'Welcome to the dashboards journey: a short line for a booking the home lists.',
        },
      }),
    );

    const { data: me } = await client.unwrap(client.api.GET('/users/me'));
    const actions = ['post_project', 'add_favorite', 'book_voice_actor'] as const;
    restoreActions = async () => {
      const before = Object.fromEntries(
        actions.map((action) => [action, me.completed_actions?.[action] === true]),
      );
      await client.unwrap(
        client.api.PATCH('/users/{id}', {
          params: { path: { id: me.id } },
          body: { completed_actions: before },
        }),
      );
    };

    const page = await chromium.newPage();
    // /dashboard is the active role's home: the client home for a client.
    await signedIn(page, DEMO.client, '/dashboard');
    await page.waitForURL((url) => url.pathname === '/dashboard/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();

    const favoritesList = page.getByRole('list', { name: 'Recent favorites' });
    await favoritesList.getByRole('link', { name, exact: true }).waitFor();
    expect(await favoritesList.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
      `/voice-actor/${String(providerId)}`,
    );

    // The getting-started actions the server shows done are recorded on the user (the top bar's badge counts them).
    await expect
      .poll(async () => (await client.unwrap(client.api.GET('/users/me'))).data.completed_actions)
      .toMatchObject({ add_favorite: true, book_voice_actor: true });

    const bookings = page.getByRole('list', { name: 'Bookings in progress' });
    // By its address: other journeys' bookings of this client may bear the same name.
    const link = bookings.locator(`a[href="/projects/${booking.public_hash}"]`);
    await link.waitFor();
    await link.click();
    await page.waitForURL((url) => url.pathname === `/projects/${booking.public_hash}`);
    await page.getByText('Waiting for the voice actor to answer.').waitFor();
  });
});

describe('the voice actor dashboard', () => {
  it('shows the search appearance and the profile view of a visitor who found the voice actor a moment earlier', async () => {
    const { providerId, name } = await demoVoiceActor();
    const { client: voiceApi } = await apiSignIn(DEMO.voice);
    const measuresNow = async () => {
      const { data } = await voiceApi.unwrap(
        voiceApi.api.GET('/providers/{id}/stats', { params: { path: { id: providerId } } }),
      );
      const value = (name: string) => data.metrics.find((metric) => metric.name === name)?.value ?? 0;
      return { appearances: value('search_appearances'), views: value('profile_views') };
    };
    const before = await measuresNow();

    // A visitor in another browser searches for them and opens the profile from the results (the
    // results page counts the appearance, the profile the view, each once for this visitor).
    const visitor = await chromium.newPage();
    await visitor.goto(`/search?q=${encodeURIComponent(name)}`);
    await visitor
      .getByRole('list', { name: 'Search results' })
      .locator(`a[href="/voice-actor/${String(providerId)}"]`)
      .first()
      .click();
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(measuresNow).toEqual({ appearances: before.appearances + 1, views: before.views + 1 });

    const page = await chromium.newPage();
    // /dashboard is the active role's home: the voice actor dashboard for a voice actor.
    await signedIn(page, DEMO.voice, '/dashboard');
    await page.waitForURL((url) => url.pathname === '/voice-actor/dashboard');
    await page.getByRole('tab', { name: 'Visibility', selected: true }).waitFor();
    const appearances = page.getByRole('group', { name: 'Search appearances', exact: true });
    await expect.poll(() => appearances.innerText()).toContain(String(before.appearances + 1));
    const views = page.getByRole('group', { name: 'Profile views', exact: true });
    await expect.poll(() => views.innerText()).toContain(String(before.views + 1));
    // Its standing among the voice actors: Top or Bottom by decile (or too few to say).
    expect(await views.innerText()).toMatch(/Top \d+%|Bottom \d+%|Not enough data yet/);

    // The earnings tab reads the ledger: its figures and the months' table.
    await page.getByRole('tab', { name: 'Earnings' }).click();
    await page.waitForURL((url) => url.search === '?tab=earnings');
    await page.getByRole('group', { name: 'Total earnings', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show the months as a table' }).click();
    await page.getByRole('table', { name: 'Monthly earnings' }).getByRole('row').nth(12).waitFor();

    // The stats page is the voice actor's or an admin's: a client is refused in the server's words.
    const other = await chromium.newPage();
    await signedIn(other, DEMO.client, `/stats/${String(providerId)}`);
    await other.getByText('This needs the provider or admin role.').first().waitFor();
    expect(await other.getByRole('group', { name: 'Profile views', exact: true }).count()).toBe(0);
  });
});
