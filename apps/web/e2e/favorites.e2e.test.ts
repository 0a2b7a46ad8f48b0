// Favorites, endorsements and the directory against the real server: an anonymous visitor favorites
// a voice actor (the pending favorite), signs in, sees 'Favorite added' and finds them on
// /favorites/{id}; a person asked for an endorsement follows the link, endorses and is signed in; a
// bad link goes home; the directory lists voice actors by letter and links to their profiles.
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import {
  apiClient,
  apiSignIn,
  baseUrl,
  bottomNav,
  DEMO,
  hydrated,
  openMail,
  pageLoads,
  pathAndQuery,
  rememberSession,
  snackbar,
  storedTokens,
  submitSignInPage,
  useChromium,
} from './support';

const chromium = useChromium();

beforeAll(async () => {
  await finishNavbarTour(baseUrl(), DEMO.tester);
});

describe('favorites', () => {
  it('an anonymous visitor favorites a voice actor, signs in, and finds them among their favorites', async () => {
    // A voice actor the tester has not favorited yet (the seed gives each client a few).
    const tester = await apiSignIn(DEMO.tester);
    const { data: favorites } = await tester.client.unwrap(
      tester.client.api.GET('/favorites/{target}/{id}', {
        params: { path: { target: 'provider', id: tester.user.id }, query: { size: 100 } },
      }),
    );
    const taken = new Set(favorites.map((favorite) => favorite.target_id));
    const providerId = [5, 6, 7, 8, 9, 10, 11, 12].find((id) => !taken.has(id));
    if (providerId === undefined)
      throw new Error('The seed leaves the tester some voice actors to favorite.');
    const { data: provider } = await apiClient().unwrap(
      apiClient().api.GET('/providers/{id}', { params: { path: { id: providerId } } }),
    );
    const name = provider.user.name;

    const page = await chromium.newPage();
    await page.goto(`/voice-actor/${String(providerId)}`);
    const heart = page.getByRole('button', { name: `Favorite ${name}`, exact: true });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();

    // The sign-in page says why it asks. Kept before sign-in, sent after it: back on the same
    // profile with the snackbar.
    await page.getByText('Log in or sign up to save voice actors to your favorites.').waitFor();
    await submitSignInPage(page, DEMO.tester);
    await page.waitForURL((url) => url.pathname === `/voice-actor/${String(providerId)}`);
    await snackbar(page, 'Favorite added').waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`/favorites/${String(tester.user.id)}`);
    const list = page.getByRole('list', { name: 'Your favorite voice actors' });
    await list.getByRole('heading', { name, exact: true }).waitFor();

    // The name opens the profile inside the app, and Back returns to the list.
    const loads = pageLoads(page);
    await list.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(pathAndQuery(page)).toBe(`/voice-actor/${String(providerId)}`);
    await page.goBack();
    await list.getByRole('heading', { name, exact: true }).waitFor();
    expect(loads).toEqual([]);

    // The heart on the card removes the voice actor from the list.
    await list.getByRole('button', { name: `Favorite ${name}`, exact: true }).click();
    await list.getByRole('heading', { name, exact: true }).waitFor({ state: 'detached' });
  });
});

describe('the favorite heart of a returning user', () => {
  it('shows their favorites on a page the server rendered for anyone, and keeps a change across loads', async () => {
    // The first voice actor of the search as the page asks for it, among the tester's favorites.
    const tester = await apiSignIn(DEMO.tester);
    const { data: found } = await apiClient().unwrap(
      apiClient().api.GET('/providers/search', { params: { query: { page: 1, size: 10 } } }),
    );
    const first = found[0];
    if (first === undefined) throw new Error('The seed has voice actors to search.');
    const name = first.user.name;
    const isFavorite = async () => {
      const { data } = await tester.client.unwrap(
        tester.client.api.GET('/providers/{id}', { params: { path: { id: first.id } } }),
      );
      return data.favorite;
    };
    const wasFavorite = await isFavorite();
    await tester.client.unwrap(
      tester.client.api.POST('/favorites', { body: { target: 'provider', target_id: first.id } }),
    );

    // A full load as a returning user: the server renders the search for an anonymous visitor (no
    // heart pressed), the browser hydrates it and signs in from the stored tokens.
    const page = await chromium.newPage();
    await rememberSession(page, DEMO.tester);
    await page.goto('/search');
    await bottomNav(page).waitFor();
    const card = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    const cardHeart = card.getByRole('button', { name: `Favorite ${name}`, exact: true });
    await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');

    // The profile, loaded the same way.
    await page.goto(`/voice-actor/${String(first.id)}`);
    await bottomNav(page).waitFor();
    const heart = page.getByRole('button', { name: `Favorite ${name}`, exact: true });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // Off: the heart stays off once the profile is asked again, and after a reload.
    const refetched = () =>
      page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === `/api/providers/${String(first.id)}` &&
          response.request().method() === 'GET',
      );
    let answered = refetched();
    await heart.click();
    await answered;
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    expect(await isFavorite()).toBe(false);
    answered = refetched();
    await page.reload();
    // The server's render, then the answer asked again for the signed-in tester.
    await answered;
    expect(await heart.getAttribute('aria-pressed')).toBe('false');

    // On again: pressed after the answer, after a reload, and on the search.
    answered = refetched();
    await hydrated(heart);
    await heart.click();
    await answered;
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    expect(await isFavorite()).toBe(true);
    await page.reload();
    await bottomNav(page).waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.goto('/search');
    await bottomNav(page).waitFor();
    await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');

    if (!wasFavorite) {
      await tester.client.unwrap(
        tester.client.api.DELETE('/favorites/{target}/{id}', {
          params: { path: { target: 'provider', id: first.id } },
        }),
      );
    }
  });
});

describe('endorsements', () => {
  /** Opens the endorsement request's mail to `email` in the demo mailbox: the only place its link goes. */
  const openRequestMail = (email: string, voiceActorName: string) =>
    openMail(chromium, email, `${voiceActorName} asks you for an endorsement`);

  it('the asked person follows the mailed link, endorses, and is signed in with a new account', async () => {
    const voice = await apiSignIn(DEMO.voice);
    const email = `endorser-${Date.now().toString(36)}@example.com`;
    const { data: asked } = await voice.client.unwrap(
      voice.client.api.POST('/endorsements', {
        body: {
          email,
          name: 'Erin Endorser',
          user_type: 'client',
          text: 'Erin, would you endorse the narration I recorded for your course?',
        },
      }),
    );
    // The asker never holds the link: it is a key to the new account of the asked address.
    expect(asked).not.toHaveProperty('hash');
    const name = voice.user.name;

    const page = await openRequestMail(email, name);
    await page.getByRole('link', { name: /\/endorse\// }).click();
    await page.getByRole('heading', { level: 1, name: `${name} asked you for an endorsement` }).waitFor();
    await page.getByText('Erin, would you endorse the narration I recorded for your course?').waitFor();
    const hash = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('button', { name: `Endorse ${name}`, exact: true }).click();

    // Signed in with the al_token; a new account goes on to onboarding.
    await page.waitForURL((url) => url.pathname.startsWith('/onboarding'));
    expect(Object.keys(await storedTokens(page)).length).toBeGreaterThan(0);
    const { data: answered } = await apiClient().unwrap(
      apiClient().api.GET('/endorsements/public/{hash}', { params: { path: { hash } } }),
    );
    expect(answered.endorsed).toBe(true);
  });

  it('a person who has an account answers from the link and is not signed in by it', async () => {
    const voice = await apiSignIn(DEMO.voice);
    await voice.client.unwrap(
      voice.client.api.POST('/endorsements', {
        body: { email: DEMO.tester, user_type: 'client', text: 'Would you endorse my promo reads?' },
      }),
    );
    const page = await openRequestMail(DEMO.tester, voice.user.name);
    await page
      .getByRole('link', { name: /\/endorse\// })
      .first()
      .click();
    await page.getByRole('button', { name: `Endorse ${voice.user.name}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await snackbar(page, 'Thank you! Your answer was sent. Log in to your account to use it.').waitFor();
    expect(await storedTokens(page)).toEqual({});
  });

  it('a link that is not valid goes to the home page with the reason', async () => {
    const page = await chromium.newPage();
    await page.goto('/endorse/no-such-endorsement');
    await page.waitForURL((url) => url.pathname === '/');
    await snackbar(page, 'Endorsement not found.').waitFor();
  });
});

describe('the voice actor directory', () => {
  it('lists the voice actors of a letter, and a name opens the profile', async () => {
    const { data: everyone } = await apiClient().unwrap(
      apiClient().api.GET('/providers/alphabetic', { params: { query: { size: 1 } } }),
    );
    const first = everyone[0];
    if (first === undefined) throw new Error('The seed has voice actors.');
    const letter = first.user.name.charAt(0).toUpperCase();
    const { data: ofLetter } = await apiClient().unwrap(
      apiClient().api.GET('/providers/alphabetic', { params: { query: { letter, size: 50 } } }),
    );

    const page = await chromium.newPage();
    await page.goto('/voice-actor-directory');
    await page.getByRole('heading', { level: 1, name: 'Voice actor directory' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Voice actors by letter' })
      .getByRole('link', { name: `Voice actors: ${letter}`, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/voice-actor-directory/${letter.toLowerCase()}`);
    // The letter's page is drawn in the browser: the names of every letter shown before it (the
    // first of them is in both lists) give way to the letter's own.
    await page.getByRole('heading', { level: 1, name: `Voice actors: ${letter}` }).waitFor();
    const names = page.getByRole('list', { name: 'Voice actors' });
    await expect
      .poll(() => names.getByRole('link').allTextContents())
      .toEqual(ofLetter.map((p) => p.user.name));

    await names.getByRole('link', { name: first.user.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: first.user.name }).waitFor();
    expect(pathAndQuery(page)).toBe(`/voice-actor/${String(first.id)}`);
  });
});
