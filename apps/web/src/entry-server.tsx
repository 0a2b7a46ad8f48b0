// The server's render of the public routes (built by `vite build --ssr` into dist-server/, loaded by
// the reference server): the same route table, guards, screens' route modules and query options as the
// browser, run to completion (each screen's prefetch awaited), rendered to HTML with the page's head
// and the data it was rendered from, which main.tsx hydrates without asking again.
import { dehydrate } from '@tanstack/react-query';
import { ApiError, isSessionId } from '@vo/sdk';
import { isCrawler, readCallbackParams } from '@vo/machines';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { Writable } from 'node:stream';
import { AppProviders } from './app/App';
import { earlyInputScript } from './app/earlyInput';
import { createQueryClient } from './app/queryClient';
import { createAppRoutes } from './app/router';
import { isRouteHandle } from './routes/table';
import { SERVER_PAYLOAD_ID, serializeQueryData, type ServerPayload } from './app/serverPayload';
import { siteFor } from './lib/brand';
import { headHtml, scriptJson, siteHead } from './lib/head';
import { createNotices } from './lib/notices';
import { createAppSession } from './lib/session/appSession';
import { createMemoryStorage } from './lib/session/memoryStorage';
import { loadScreen } from './routes/screens';
import { matchEntry } from './routes/table';

export interface RenderOptions {
  /** The built app's index.html (its script and stylesheet tags, the empty root). */
  readonly template: string;
  /** Sends an API request (`<origin>/api/...`), in-process or over loopback. Anonymous: no tokens. */
  readonly fetch: (request: Request) => Promise<Response>;
  /**
   * The chunks each screen's code needs beyond the entry's, by screen name (the build's
   * `.vite/screen-preloads.json`, build/screenPreloads.ts): sent with the page's data, for the
   * browser to fetch a few per task before hydration asks for them (`preloadScripts`).
   */
  readonly preloads?: Readonly<Record<string, readonly string[]>>;
}

/** A page to answer with: its status and HTML (the app's empty shell when the server cannot render it). */
export interface RenderedPage {
  readonly status: number;
  readonly html: string;
}

/** The page as HTML, once every lazy part has rendered (crawlers get the whole page). */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => {
      resolve(html);
    });
    // A part that failed would render in the browser instead: the page is the browser's then.
    let failed: Error | null = null;
    const stream = renderToPipeableStream(element, {
      // The page is sent whole (after onAllReady), so every Suspense boundary goes in place. By
      // default React writes a large one apart, hidden, with an inline script that moves it in.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed !== null) reject(failed);
        else stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error instanceof Error ? error : new Error('The server render failed.', { cause: error });
      },
    });
  });
}

/**
 * Renders `request` if it is a public route that the server can render for anyone: the page with
 * its head and data, status 200 (404 for the 404 page, or the shell with 404 when the screen's data
 * is not found). Null when the browser must do it (a guarded route, a redirect, a sign-in callback):
 * the server then sends the app's shell as before.
 */
export async function render(request: Request, options: RenderOptions): Promise<RenderedPage | null> {
  const url = new URL(request.url);
  const entry = matchEntry(url.pathname);
  if (entry !== undefined && (entry.access !== 'public' || entry.redirect !== undefined)) return null;
  // A sign-in callback is the browser's to exchange (its code is good once).
  const callback = readCallbackParams(url.href);
  if (callback.code || callback.state || callback.alToken) return null;

  const site = siteFor(url.hostname);
  // A crawler's own User-Agent goes with the render's API calls, so the server's rules for crawlers
  // (an experiment's Original, never stored) apply to what the page is rendered from.
  const userAgent = request.headers.get('user-agent');
  const crawler = isCrawler(userAgent);
  const apiFetch = (apiRequest: Request): Promise<Response> => {
    if (!crawler || userAgent === null) return options.fetch(apiRequest);
    const headers = new Headers(apiRequest.headers);
    headers.set('user-agent', userAgent);
    return options.fetch(new Request(apiRequest, { headers }));
  };
  const notices = createNotices();
  const queryClient = createQueryClient(notices);
  // The visitor before signing in (their tokens stay in their browser), in their browser session
  // (the session cookie's id the server passes on), so what is theirs, an experiment's variant, is
  // rendered as the browser will show it. The browser's own session takes over after hydration.
  const visitor = request.headers.get('x-session-id');
  const session = createAppSession({
    ...(isSessionId(visitor) ? { sessionId: visitor } : {}),
    baseUrl: `${url.origin}/api`,
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    location: { href: url.href },
    replaceUrl: () => undefined,
    fetch: apiFetch,
  });
  try {
    const routes: RouteObject[] = createAppRoutes({
      session,
      notices,
      queryClient,
      waitForData: true,
    });
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url.href, { signal: request.signal }));
    if (context instanceof Response || context.errors !== null) return null;
    // The screens shown, a layout's around its nested route's, and the innermost one's match.
    const shown = context.matches.flatMap((match) =>
      isRouteHandle(match.route.handle) ? [{ handle: match.route.handle, params: match.params }] : [],
    );
    const leaf = shown.at(-1);
    if (leaf === undefined) return null;

    // A screen whose data failed is the browser's to show (section 8's handling runs there), with
    // the status a crawler should see.
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .find((query) => query.state.status === 'error')?.state.error;
    if (failed !== undefined) {
      const status = failed instanceof ApiError && failed.status === 404 ? 404 : 200;
      return { status, html: options.template };
    }

    const screen = await loadScreen(leaf.handle.screen);
    const head = screen.head?.({ params: leaf.params, url, queryClient, site }) ?? siteHead(site);
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = await renderToHtml(
      <StrictMode>
        <AppProviders services={{ site, session, notices }} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const payload: ServerPayload = {
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      queries: dehydrate(queryClient, { serializeData: serializeQueryData }),
      scripts: [...new Set(shown.flatMap(({ handle }) => options.preloads?.[handle.screen] ?? []))],
    };
    const html = options.template
      .replace(/<title>[^<]*<\/title>/, () => headHtml(head, url))
      .replace(
        '<div id="root"></div>',
        () =>
          `${earlyInputScript()}<div id="root">${body}</div><script type="application/json" id="${SERVER_PAYLOAD_ID}">${scriptJson(payload)}</script>`,
      );
    return { status: leaf.handle.entry.path === '*' ? 404 : 200, html };
  } finally {
    session.actor.stop();
    queryClient.clear();
  }
}
