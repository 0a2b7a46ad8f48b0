import { QueryClient } from '@tanstack/react-query';
import { createWebTokenStorage, type User } from '@vo/sdk';
import { createMockApi, errorBody } from '@vo/sdk/mocks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../testing/users';
import { createAppSession, LIVE_UPDATES_OFF_FLAG, settled, type AppSession } from '../session/appSession';
import { holdsFavorites, isFavoriteQuery, keepFavoritesWithViewer } from './favoriteQueries';

const ORIGIN = 'https://app.test';

let sessions: AppSession[] = [];
let stops: (() => void)[] = [];
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(LIVE_UPDATES_OFF_FLAG, '1');
});
afterEach(() => {
  for (const stop of stops) stop();
  for (const session of sessions) session.actor.stop();
  sessions = [];
  stops = [];
});

/** The app's session against the typed mock API: a returning user (tokens stored) or a visitor. */
function sessionOf(user: User | null): AppSession {
  if (user !== null) {
    createWebTokenStorage(localStorage).setTokens({ accessToken: 'a.t', refreshToken: 'r.t' });
  }
  const api = createMockApi(
    {
      getMe: ({ reply }) => user ?? reply(401, errorBody('NotTokenError', 'No access token was sent.')),
    },
    { base: `${ORIGIN}/api`, unanswered: 'notFound' },
  );
  const session = createAppSession({
    baseUrl: `${ORIGIN}/api`,
    storage: localStorage,
    sessionStorage,
    fetch: api.fetch,
    location: { href: `${ORIGIN}/search` },
    replaceUrl: () => undefined,
  });
  sessions.push(session);
  return session;
}

/** A query cache holding what the server rendered for an anonymous visitor. */
function renderedCache(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  const provider = { id: 4821, favorite: false };
  queryClient.setQueryData(['/providers/search', { page: 1 }], { data: [provider] });
  queryClient.setQueryData(['/providers/4821', { populate: 'locations' }], { data: provider });
  queryClient.setQueryData(['/providers/by_username', { username: 'maria.lopez.vo' }], { data: provider });
  queryClient.setQueryData(['/providers/search/spanish-voice-actors', { page: 1 }], { data: [provider] });
  queryClient.setQueryData(['/providers/4821/samples', { page: 1 }], { data: [] });
  queryClient.setQueryData(['/attributes/all'], { data: {} });
  return queryClient;
}

const stale = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey[0]);

describe('the favorite flags follow the caller', () => {
  it('a returning user signed in from the stored tokens: every answer with flags is asked again', async () => {
    const session = sessionOf(users.client);
    const queryClient = renderedCache();
    stops.push(keepFavoritesWithViewer(session.actor, queryClient, { answeredFor: null }));
    expect(stale(queryClient)).toEqual([]);
    await settled(session.actor);
    await expect
      .poll(() => stale(queryClient).sort())
      .toEqual([
        '/providers/4821',
        '/providers/by_username',
        '/providers/search',
        '/providers/search/spanish-voice-actors',
      ]);
  });

  it('an anonymous visitor keeps the answers the server rendered for them', async () => {
    const session = sessionOf(null);
    const queryClient = renderedCache();
    stops.push(keepFavoritesWithViewer(session.actor, queryClient, { answeredFor: null }));
    await settled(session.actor);
    expect(stale(queryClient)).toEqual([]);
  });

  it('signing out makes the signed-in answers stale', async () => {
    const session = sessionOf(users.client);
    await settled(session.actor);
    const queryClient = renderedCache();
    stops.push(keepFavoritesWithViewer(session.actor, queryClient, { answeredFor: users.client.id }));
    expect(stale(queryClient)).toEqual([]);
    session.actor.send({ type: 'session.logout' });
    await expect.poll(() => stale(queryClient)).toContain('/providers/search');
  });
});

describe('the answers a toggle changes', () => {
  const key = (path: string) => ({ queryKey: [path] });

  it('are the lists, and the toggled voice actor wherever it was asked for', () => {
    for (const path of [
      '/favorites/provider/5530',
      '/providers/recently_favorited',
      '/providers/search',
      '/providers/search/spanish-voice-actors',
      '/providers/by_ids',
      '/providers/by_username',
      '/users/9310/provider',
      '/providers/4821',
    ]) {
      expect(isFavoriteQuery(key(path), 4821), path).toBe(true);
    }
  });

  it('are not another voice actor, nor what holds no flag', () => {
    expect(isFavoriteQuery(key('/providers/4822'), 4821)).toBe(false);
    expect(holdsFavorites(key('/providers/4821/samples'))).toBe(false);
    expect(holdsFavorites(key('/attributes/all'))).toBe(false);
  });
});
