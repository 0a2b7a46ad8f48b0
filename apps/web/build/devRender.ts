// A Vite plugin that renders the public routes on the server in `npm run dev` too, as the reference
// server does with the built app (apps/api/src/http/staticPages.ts): the same server entry
// (src/entry-server.tsx), loaded through Vite on each request so that an edit shows at the next
// reload, its API calls sent to the reference server Vite proxies /api to. A route the browser
// renders (a guarded page, a redirect) gets the app's shell from Vite's own fallback, as before.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { sessionCookie, sessionIdFromCookies } from '@vo/sdk';
import type { Connect, Plugin, ViteDevServer } from 'vite';

/** The SDK's helpers for the browser session's cookie. */
interface SessionCookies {
  readonly sessionCookie: typeof sessionCookie;
  readonly sessionIdFromCookies: typeof sessionIdFromCookies;
}

/** What the server entry exports (src/entry-server.tsx). */
interface ServerEntry {
  render(
    request: Request,
    options: { template: string; fetch: (request: Request) => Promise<Response> },
  ): Promise<{ status: number; html: string } | null>;
}

const isServerEntry = (module: unknown): module is ServerEntry =>
  typeof module === 'object' && module !== null && 'render' in module && typeof module.render === 'function';

/** Addresses Vite or the proxy answer: its own modules, files, the API. */
const NOT_A_PAGE = /^\/(@|src\/|node_modules\/|api\/|auth\/|files\/|__)/;

/** Whether `request` is a browser asking for a page (not a module, a file or the API). */
export function asksForPage(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const url = request.url ?? '/';
  const pathname = url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html') &&
    !NOT_A_PAGE.test(pathname) &&
    // A file name (favicon.svg, robots.txt) is Vite's to serve.
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/** Sends the server entry's API calls to the reference server (`apiOrigin`), as the proxy does. */
function apiFetch(apiOrigin: string) {
  return (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    return fetch(new Request(`${apiOrigin}${url.pathname}${url.search}`, request));
  };
}

/** The page's HTML for `request`, or null when the browser renders it. */
export async function renderDevPage(
  server: ViteDevServer,
  request: IncomingMessage,
  response: ServerResponse,
  apiOrigin: string,
): Promise<{ status: number; html: string } | null> {
  const url = request.url ?? '/';
  const template = await server.transformIndexHtml(
    url,
    await readFile(path.join(server.config.root, 'index.html'), 'utf8'),
  );
  const entry: unknown = await server.ssrLoadModule('/src/entry-server.tsx');
  if (!isServerEntry(entry)) throw new Error('src/entry-server.tsx does not export render().');
  // The visitor's browser session, as the reference server keeps it (its cookie, else a new one).
  // The SDK is loaded through Vite, which reads the workspace's TypeScript source: Node would look
  // for a build of it that a fresh clone does not have.
  const { sessionCookie, sessionIdFromCookies } = (await server.ssrLoadModule('@vo/sdk')) as SessionCookies;
  const known = sessionIdFromCookies(request.headers.cookie);
  const sessionId = known ?? randomUUID();
  if (known === null) response.setHeader('set-cookie', sessionCookie(sessionId, false));
  const userAgent = request.headers['user-agent'];
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  return entry.render(
    new Request(new URL(url, origin), {
      headers: { 'x-session-id': sessionId, ...(userAgent === undefined ? {} : { 'user-agent': userAgent }) },
    }),
    { template, fetch: apiFetch(apiOrigin) },
  );
}

export function devRenderPlugin(apiOrigin: string): Plugin {
  return {
    name: 'vo-dev-render',
    apply: 'serve',
    configureServer(server) {
      const middleware: Connect.NextHandleFunction = (request, response, next) => {
        if (!asksForPage(request)) {
          next();
          return;
        }
        renderDevPage(server, request, response, apiOrigin).then(
          (page) => {
            if (page === null) {
              next();
              return;
            }
            response.statusCode = page.status;
            response.setHeader('content-type', 'text/html; charset=utf-8');
            response.setHeader('cache-control', 'no-cache');
            response.end(page.html);
          },
          (error: unknown) => {
            // As the reference server does: a failed render is the browser's to do.
            server.config.logger.error(
              `The server render failed; the app renders in the browser. ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
            next();
          },
        );
      };
      // Before Vite's own history fallback, which would answer every page with the bare shell.
      server.middlewares.use(middleware);
    },
  };
}
