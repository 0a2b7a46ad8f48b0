import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@vo/machines';
import { createWebTokenStorage, type User } from '@vo/sdk';
import { createMockApi, errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { SnackbarProvider, themeRoot, themes } from '@vo/ui';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { users } from '../../testing/users';
import { AppServicesProvider } from '../AppContext';
import { siteFor } from '../brand';
import { createNotices, type Notice } from '../notices';
import { createAppSession, LIVE_UPDATES_OFF_FLAG, settled, type AppSession } from '../session/appSession';
import { FAVORITE_TARGET_GONE } from './useFavoriteToggle';
import { FavoriteButton } from './FavoriteButton';
import { readRecentlyVisited, rememberVisit, RECENTLY_VISITED_KEY } from './recentlyVisited';

const ORIGIN = 'https://app.test';
const favoriteOf = (userId: number, providerId: number) => ({
  user_id: userId,
  target: 'provider' as const,
  target_id: providerId,
  created_at: '2026-11-20T10:00:00Z',
});

let sessions: AppSession[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(LIVE_UPDATES_OFF_FLAG, '1');
});
afterEach(() => {
  for (const session of sessions) session.actor.stop();
  sessions = [];
});

/** The toggle alone, on the app's real session and services, against the typed mock API. */
async function renderToggle(options: { user: User | null; favorite: boolean; api?: MockAnswers }) {
  if (options.user !== null) {
    createWebTokenStorage(localStorage).setTokens({ accessToken: 'a.t', refreshToken: 'r.t' });
  }
  const api = createMockApi(
    {
      getMe: options.user ?? undefined,
      getSignInLink: { link: 'https://login.test/authorize' },
      ...options.api,
    },
    { base: `${ORIGIN}/api`, unanswered: 'notFound' },
  );
  const session = createAppSession({
    baseUrl: `${ORIGIN}/api`,
    storage: localStorage,
    sessionStorage,
    fetch: api.fetch,
    location: { href: `${ORIGIN}/voice-actor/4821?tab=demos` },
    replaceUrl: () => undefined,
  });
  sessions.push(session);
  await settled(session.actor);
  const notices = createNotices();
  const seen: Notice[] = [];
  notices.subscribe((notice) => seen.push(notice));
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const screen = await render(
    <AppServicesProvider value={{ site: siteFor('localhost'), session, notices, leave: () => undefined }}>
      <QueryClientProvider client={queryClient}>
        <div className={`${themes.main} ${themeRoot}`} data-theme="main">
          <SnackbarProvider>
            <MemoryRouter initialEntries={['/voice-actor/4821?tab=demos']}>
              <FavoriteButton
                providerId={4821}
                favorite={options.favorite}
                name="Maria Lopez"
                source="profile"
              />
            </MemoryRouter>
          </SnackbarProvider>
        </div>
      </QueryClientProvider>
    </AppServicesProvider>,
  );
  const button = screen.getByRole('button', { name: 'Favorite Maria Lopez' });
  return { screen, button, api, session, seen };
}

describe('the favorite toggle', () => {
  it('a signed-in user adds a favorite at once and the server is told', async () => {
    const { button, api } = await renderToggle({
      user: users.client,
      favorite: false,
      api: { createFavorite: ({ reply }) => reply(201, favoriteOf(users.client.id, 4821)) },
    });
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => api.calls('createFavorite').map((call) => call.body))
      .toEqual([{ target: 'provider', target_id: 4821, additional_data: { source: 'profile' } }]);
  });

  it('a signed-in user removes a favorite', async () => {
    const { button, api } = await renderToggle({
      user: users.client,
      favorite: true,
      api: { deleteFavorite: ({ reply }) => reply(204, null) },
    });
    await button.click();
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    await expect
      .poll(() => api.calls('deleteFavorite').map((call) => call.params))
      .toEqual([{ target: 'provider', id: '4821' }]);
  });

  it('a failed change puts the toggle back and is reported', async () => {
    const { button, seen } = await renderToggle({
      user: users.client,
      favorite: false,
      api: {
        createFavorite: ({ reply }) => reply(400, errorBody('ValidationError', 'Favorites are full.')),
      },
    });
    await button.click();
    await expect.poll(() => seen.length).toBe(1);
    expect(seen[0]).toMatchObject({ type: 'error', error: { status: 400, message: 'Favorites are full.' } });
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('a voice actor who is gone says so, and the toggle goes back', async () => {
    const { button, seen } = await renderToggle({
      user: users.client,
      favorite: false,
      api: { createFavorite: ({ reply }) => reply(404, errorBody('NotFoundError', 'Provider not found.')) },
    });
    await button.click();
    await expect.poll(() => seen).toEqual([{ type: 'message', message: FAVORITE_TARGET_GONE }]);
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
  });

  it("an anonymous visitor's favorite is kept and they go to sign in, to come back here", async () => {
    const { button, api, session } = await renderToggle({ user: null, favorite: false });
    await button.click();
    // Kept for after sign-in (the session machine sends it then and shows 'Favorite added').
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingFavorite) ?? 'null')).toEqual({
      target: 'provider',
      target_id: 4821,
      additional_data: { source: 'profile' },
    });
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    // The machine is on its way to the identity provider's page (the shell follows the link).
    await expect
      .poll(() => {
        const snapshot = session.actor.getSnapshot();
        return snapshot.hasTag('redirecting') ? snapshot.context.signInLink : null;
      })
      .toBe('https://login.test/authorize');
    expect(session.actor.getSnapshot().context.returnTo).toBe('/voice-actor/4821?tab=demos');
    expect(api.calls('createFavorite')).toHaveLength(0);
  });
});

describe('recently visited profiles', () => {
  it('keeps 10 ids, newest first, without duplicates', () => {
    for (let id = 1; id <= 12; id += 1) rememberVisit(localStorage, id);
    expect(rememberVisit(localStorage, 5)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
    expect(readRecentlyVisited(localStorage)).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('reads a malformed list as none', () => {
    localStorage.setItem(RECENTLY_VISITED_KEY, '{"oops"');
    expect(readRecentlyVisited(localStorage)).toEqual([]);
    localStorage.setItem(RECENTLY_VISITED_KEY, '[3, "4", -1, 3, 7]');
    expect(readRecentlyVisited(localStorage)).toEqual([3, 7]);
  });
});
