import { createWebTokenStorage, type User } from '@vo/sdk';
import { createMockApi, errorBody, type MockAnswers, type MockApi } from '@vo/sdk/mocks';
import { STORAGE_KEYS } from '@vo/machines';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import type { Site } from '../lib/brand';
import { createNotices } from '../lib/notices';
import { createQueryClient } from '../app/queryClient';
import { createAppRoutes } from '../app/router';
import { createAppSession, LIVE_UPDATES_OFF_FLAG, type AppSession } from '../lib/session/appSession';

export { createMemoryStorage } from '../lib/session/memoryStorage';

export interface AppHarnessOptions {
  /** The address the app opens at (path and query). */
  path: string;
  /** The site (brand and environment) the app runs as. */
  site: Site;
  /** The page's localStorage: tokens, active role and `stored` are written to it before the app starts. */
  storage: Storage;
  /** The page's sessionStorage: live updates are switched off in it; the impersonation is kept in it. */
  sessionStorage: Storage;
  /** The signed-in user (tokens stored, GET /users/me answers it); null for an anonymous visitor. @default null */
  user?: User | null;
  /** The active role kept from an earlier visit. @default undefined */
  activeRole?: 'client' | 'provider';
  /**
   * The user an admin (`user`) acts as, kept from an earlier page of this browser session: GET
   * /users/me answers this user while the request's x-logged-as names them. @default undefined
   */
  actingAs?: User;
  /**
   * The API's answers by operationId, typed by the document (`{ closeProject: ({ reply }) => ... }`);
   * they replace the defaults (getMe, getSignInLink). An operation not answered is a 404. @default {}
   */
  api?: MockAnswers;
  /** localStorage entries kept from an earlier page (e.g. the sign-in return path). @default {} */
  stored?: Record<string, string>;
  /**
   * The requests that find no connection (the call fails as a network error, as when the Internet
   * drops): asked per request, so a test can fail the first try and answer the next. @default none
   */
  offline?: (request: Request) => boolean;
}

/** The app, built and not yet rendered, with what a test or story reads back from it. */
export interface AppHarness {
  /** The whole app: providers, session, router, shell and screens. */
  readonly element: ReactElement;
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly session: AppSession;
  /** The API in the page: `api.calls(operationId)` lists the requests an operation received. */
  readonly api: MockApi;
  /** The other sites the app sent the browser to (the identity provider's pages), in order. */
  readonly left: readonly string[];
  /** The addresses the app rewrote without a reload (a sign-in callback's tokens removed). */
  readonly replaced: readonly string[];
  /** The router's current path and query. */
  readonly location: () => string;
  /** Stops the session and forgets every query, so that nothing of this app acts afterwards. */
  readonly dispose: () => void;
}

/** Where the mocked API lives: an address nothing on this machine answers, so no request leaves the page. */
const APP_ORIGIN = 'https://app.test';

/**
 * The whole app (routes, guards, shell, session, query client) on a memory router, talking to the
 * SDK's typed mock API in the page. Live updates are off (their own tests cover them); leaving for another site is
 * recorded instead of done. Shared by the app's component tests (renderApp) and its screen stories.
 */
export function createAppHarness(options: AppHarnessOptions): AppHarness {
  const { path, site, storage, sessionStorage, actingAs } = options;
  const user = options.user ?? null;
  sessionStorage.setItem(LIVE_UPDATES_OFF_FLAG, '1');
  if (user !== null) {
    createWebTokenStorage(storage).setTokens({ accessToken: 'access.token', refreshToken: 'refresh.token' });
  }
  if (user !== null && actingAs !== undefined) {
    sessionStorage.setItem(
      STORAGE_KEYS.impersonation,
      JSON.stringify({ adminId: user.id, userId: actingAs.id }),
    );
  }
  if (options.activeRole) storage.setItem(STORAGE_KEYS.activeRole, options.activeRole);
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.setItem(key, value);

  // Operations a test does not answer are 404s, not generated data: a test or story declares all the
  // API its screen needs, and a screen never shows made-up data nobody chose.
  const api = createMockApi(
    {
      getMe: ({ request, reply }) => {
        if (actingAs !== undefined && request.headers.get('x-logged-as') === String(actingAs.id))
          return actingAs;
        // No tokens are stored for an anonymous visitor, so the app does not ask; the server would say 401.
        return user ?? reply(401, errorBody('NotTokenError', 'No access token was sent.'));
      },
      getSignInLink: ({ url }) => ({
        link: `https://login.test/authorize?redirect=${url.searchParams.get('redirect') ?? ''}`,
      }),
      ...options.api,
    },
    { base: `${APP_ORIGIN}/api`, unanswered: 'notFound' },
  );
  const left: string[] = [];
  const replaced: string[] = [];
  const session = createAppSession({
    baseUrl: `${APP_ORIGIN}/api`,
    storage,
    sessionStorage,
    // A request the test takes offline fails as a dropped connection does: fetch rejects.
    fetch: (request) =>
      options.offline?.(request) === true
        ? Promise.reject(new TypeError('Failed to fetch'))
        : api.fetch(request),
    location: { href: `${APP_ORIGIN}${path}` },
    replaceUrl: (url) => replaced.push(url),
  });
  const notices = createNotices();
  const queryClient = createQueryClient(notices, { retryDelayMs: 0 });
  const router = createMemoryRouter(createAppRoutes({ session, notices, queryClient }), {
    initialEntries: [path],
  });
  const element = (
    <App
      services={{ site, session, notices, leave: (url) => left.push(url) }}
      queryClient={queryClient}
      router={router}
    />
  );
  return {
    element,
    router,
    session,
    api,
    left,
    replaced,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
    dispose: () => {
      session.actor.stop();
      queryClient.clear();
    },
  };
}
