import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { App } from './app/App';
import { replayEarlyInput } from './app/earlyInput';
import { siteFor } from './lib/brand';
import { createNotices } from './lib/notices';
import { createQueryClient } from './app/queryClient';
import { createAppRoutes } from './app/router';
import { deserializeQueryData, readServerPayload } from './app/serverPayload';
import { anonymousSnapshot, createAppSession } from './lib/session/appSession';

/** Loads the code of the routes this address shows, so hydration renders what the server rendered. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Once React has hydrated the server's page, does what the visitor did to it before (app/earlyInput.ts). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    replayEarlyInput();
  }, []);
  return children;
}

async function start(): Promise<void> {
  const site = siteFor(window.location.hostname);
  const session = createAppSession();
  const notices = createNotices();
  const queryClient = createQueryClient(notices);
  const routes = createAppRoutes({ session, notices, queryClient });
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element.');

  // A public route the server rendered: its data and router state come with the page.
  const payload = readServerPayload(document);
  if (payload === null) {
    document.title = site.name;
    const router = createBrowserRouter(routes);
    createRoot(container).render(
      <StrictMode>
        <App services={{ site, session, notices }} queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, payload.queries, { defaultOptions: { deserializeData: deserializeQueryData } });
  await loadMatchedRoutes(routes);
  const router = createBrowserRouter(routes, { hydrationData: payload.router });
  // The server rendered for an anonymous visitor: hydration does too, then this visitor's session shows.
  const services = { site, session, notices, renderedSession: anonymousSnapshot() };
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
