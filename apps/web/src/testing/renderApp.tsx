import type { components } from '@vo/sdk';
import { createWebTokenStorage } from '@vo/sdk';
import { STORAGE_KEYS } from '@vo/machines';
import { createMemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import { render } from 'vitest-browser-react';
import { App } from '../app/App';
import { siteFor } from '../app/brand';
import { createNotices } from '../app/notices';
import { createQueryClient } from '../app/queryClient';
import { createAppRoutes } from '../app/router';
import { createAppSession, LIVE_UPDATES_OFF_FLAG } from '../app/session/appSession';
import { createFakeApi, json, type FakeHandler } from './fakeApi';

type User = components['schemas']['User'];

export interface RenderAppOptions {
  /** The signed-in user (tokens stored, GET /users/me answers it); null for an anonymous visitor. */
  user?: User | null;
  /** The active role kept from an earlier visit. */
  activeRole?: 'client' | 'provider';
  /** Extra fake API answers, by 'METHOD /api/path'. */
  api?: Record<string, FakeHandler>;
  /** The hostname the site is chosen by. @default 'localhost' */
  hostname?: string;
  /** localStorage entries kept from an earlier page (e.g. the sign-in return path). */
  stored?: Record<string, string>;
}

/**
 * The whole app (routes, guards, shell, session) on a memory router, talking to a fake API in the
 * page. Live updates are off (their own tests cover them); leaving for another site is recorded.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem(LIVE_UPDATES_OFF_FLAG, '1');
  const user = options.user ?? null;
  if (user !== null) {
    createWebTokenStorage(localStorage).setTokens({
      accessToken: 'access.token',
      refreshToken: 'refresh.token',
    });
  }
  if (options.activeRole) localStorage.setItem(STORAGE_KEYS.activeRole, options.activeRole);
  for (const [key, value] of Object.entries(options.stored ?? {})) localStorage.setItem(key, value);
  const api = createFakeApi({
    'GET /api/users/me': () => json(user),
    'GET /api/auth/signin_link': (_, url) =>
      json({ link: `https://login.test/authorize?redirect=${url.searchParams.get('redirect') ?? ''}` }),
    ...options.api,
  });
  const left: string[] = [];
  const replaced: string[] = [];
  const session = createAppSession({
    baseUrl: 'https://app.test/api',
    fetch: api.fetch,
    location: { href: `https://app.test${path}` },
    replaceUrl: (url) => replaced.push(url),
  });
  const notices = createNotices();
  const queryClient = createQueryClient(notices);
  const router = createMemoryRouter(createAppRoutes({ session, notices, queryClient }), {
    initialEntries: [path],
  });
  const screen = await render(
    <App
      services={{
        site: siteFor(options.hostname ?? 'localhost'),
        session,
        notices,
        leave: (url) => left.push(url),
      }}
      queryClient={queryClient}
      router={router}
    />,
  );
  // Each test's app ends with it: no session or query of one test acts during the next
  // (vitest-browser-react unmounts the tree itself).
  onTestFinished(() => {
    session.actor.stop();
    queryClient.clear();
  });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { screen, router, session, api, left, replaced, location };
}
