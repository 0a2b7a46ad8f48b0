import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { App } from './app/App';
import { replayEarlyInput } from './app/earlyInput';
import { siteFor } from './lib/brand';
import { createNotices } from './lib/notices';
import { createQueryClient } from './app/queryClient';
import { createAppRoutes } from './app/router';
import { discoverFrom } from './app/routeDiscovery';
import { deserializeQueryData, preloadScripts, readServerPayload } from './app/serverPayload';
import { anonymousSnapshot, createAppSession, type AppSession } from './lib/session/appSession';

/**
 * Loads the code of every route of `routes` (the rendered ones, app/routeDiscovery.ts), so
 * hydration renders what the server rendered. The server's router state names them by id (every
 * route of the table has a loader, its access check): matching the address again would rank the
 * whole route table, about 100 ms at a phone's speed.
 */
async function loadRoutes(routes: readonly RouteObject[]): Promise<void> {
  const all = (list: readonly RouteObject[]): RouteObject[] =>
    list.flatMap((route) => [route, ...all(route.children ?? [])]);
  await Promise.all(
    all(routes).map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Lets the browser handle what is waiting (input, painting) before the app's next step: the start
 * is several steps of 10 to 60 ms at a phone's speed, each one task, rather than one long task.
 */
const yieldToBrowser = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Once React has hydrated the server's page, does what the visitor did to it before
 * (app/earlyInput.ts). The screen and the search results are Suspense boundaries that React hydrates
 * in later passes: a click replayed on one React hydrates first, at once, and then handles. It can
 * do that from a task of its own, not from within the commit whose effects run here.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    const replay = setTimeout(replayEarlyInput, 0);
    return () => {
      clearTimeout(replay);
    };
  }, []);
  return children;
}

/**
 * Keeps the favorite flags in the cache the caller's (lib/favorites/favoriteQueries.ts). Loaded
 * beside the screen's chunk, which imports it too, not in the entry: the initial JavaScript is at
 * its budget. It reads the session's state when it arrives, so a session that settled first is seen.
 */
function followViewer(session: AppSession, queryClient: QueryClient): void {
  void import('./lib/favorites/favoriteQueries').then(({ keepFavoritesWithViewer }) =>
    keepFavoritesWithViewer(session.actor, queryClient, { answeredFor: null }),
  );
}

async function start(): Promise<void> {
  // The entry's modules have just run, in one task: the app starts in the tasks after it, by
  // asking for the server-rendered screen's code.
  await yieldToBrowser();
  const payload = readServerPayload(document);
  if (payload !== null) await preloadScripts(payload.scripts ?? [], yieldToBrowser);
  await yieldToBrowser();
  const site = siteFor(window.location.hostname);
  const session = createAppSession();
  // The session machine's start is the costliest step of these (about 60 ms at a phone's speed).
  await yieldToBrowser();
  const notices = createNotices();
  const queryClient = createQueryClient(notices);
  const routes = createAppRoutes({ session, notices, queryClient });
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element.');

  // A public route the server rendered: its data and router state come with the page.
  if (payload === null) {
    document.title = site.name;
    // The cache starts empty, its answers fetched with the stored tokens: a sign-out or another user
    // makes their favorite flags another caller's.
    followViewer(session, queryClient);
    const router = createBrowserRouter(routes);
    createRoot(container).render(
      <StrictMode>
        <App services={{ site, session, notices }} queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    return;
  }
  // Reading the page's data into the query cache is its own step: 10 to 25 ms on Home's several
  // queries (unthrottled), after building the routes.
  await yieldToBrowser();
  hydrate(queryClient, payload.queries, { defaultOptions: { deserializeData: deserializeQueryData } });
  // The server answered for an anonymous visitor: once the session knows this visitor (a returning
  // user signed in from the stored tokens), every favorite flag is asked again for them.
  followViewer(session, queryClient);
  // The screen's code, preloaded, runs as it is imported: in a task of its own.
  await yieldToBrowser();
  // The router starts with the rendered routes only and finds the others at the first navigation
  // (app/routeDiscovery.ts).
  const discovered = discoverFrom(routes, new Set(Object.keys(payload.router.loaderData ?? {})));
  const routesLoaded = loadRoutes(discovered.routes);
  await yieldToBrowser();
  // The server rendered for an anonymous visitor: hydration does too, then this visitor's session shows.
  const services = { site, session, notices, renderedSession: anonymousSnapshot() };
  await routesLoaded;
  await yieldToBrowser();
  const router = createBrowserRouter(discovered.routes, {
    hydrationData: payload.router,
    patchRoutesOnNavigation: discovered.patchRoutesOnNavigation,
  });
  // Starting hydration (React listens to every event it handles on the root) is a step of its own.
  await yieldToBrowser();
  // Hydrated as a transition: at the default priority React hydrates the whole page in one task (on
  // a phone-speed CPU that task alone held the page for about 400 ms); a transition renders in
  // slices of about 5 ms and lets the browser handle input between them.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Hydrated>
          <App services={services} queryClient={queryClient} router={router} />
        </Hydrated>
      </StrictMode>,
    );
  });
}

void start();
