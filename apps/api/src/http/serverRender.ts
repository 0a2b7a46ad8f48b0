// The web app's server render (apps/web/src/entry-server.tsx, built into apps/web/dist-server by
// `npm run build --workspace @vo/web`): when it is built, the history fallback asks it for the
// public routes' HTML; it calls this server's API in-process (no socket), as the visitor before
// signing in: their browser session's id (the session cookie), never their tokens.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';

/** A page the web app rendered: its status and HTML. */
export interface RenderedPage {
  readonly status: number;
  readonly html: string;
}

/** What the server entry exports (see apps/web/src/entry-server.tsx). */
interface ServerEntry {
  render(
    request: Request,
    options: {
      template: string;
      fetch: (request: Request) => Promise<Response>;
      preloads?: Readonly<Record<string, readonly string[]>>;
    },
  ): Promise<RenderedPage | null>;
}

/**
 * Renders a request for the app's HTML, or null when the browser renders it (the app's shell), for
 * the visitor of `sessionId` (their browser session's id, from its cookie or new).
 */
export type RenderPage = (request: FastifyRequest, sessionId: string) => Promise<RenderedPage | null>;

const isServerEntry = (module: unknown): module is ServerEntry =>
  typeof module === 'object' && module !== null && 'render' in module && typeof module.render === 'function';

const isPreloads = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every(
    (files: unknown) => Array.isArray(files) && files.every((file) => typeof file === 'string'),
  );

/** The web build's screen preloads (`.vite/screen-preloads.json`). */
function readPreloads(file: string): Record<string, string[]> {
  const preloads: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isPreloads(preloads)) throw new Error(`${file} is not a map of screens to files.`);
  return preloads;
}

/** Sends an API request through the server itself (Fastify's inject), as a fetch would. */
function injectFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined) headers.append(name, String(one));
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

/** Where the web app is served (config.siteOrigins, config.publicOrigin). */
export interface SiteOrigins {
  /** The brands' origins, each chosen when a request names its host. */
  readonly siteOrigins: readonly string[];
  /** The default brand's origin, for a host none of them has. */
  readonly publicOrigin: string;
}

/**
 * The origin a page requested with `host` (its Host header: hostname and port) is rendered on: the
 * configured one with that host, else the public origin. The request's own host and scheme never
 * make an address: anyone can send any Host, and the page's canonical link and schema.org url are
 * built from this origin (a cache or a crawler would keep the sender's).
 */
export function siteOrigin(origins: SiteOrigins, host: string | undefined): string {
  for (const candidate of origins.siteOrigins) {
    const known = new URL(candidate);
    // Read with the known origin's scheme, so that its default port may be named or left out.
    const named = `${known.protocol}//${host ?? ''}`;
    if (host && URL.canParse(named) && new URL(named).host === known.host) return known.origin;
  }
  return new URL(origins.publicOrigin).origin;
}

/**
 * The page's address: the path and query the request asked for, on `origin`. Only those: a target
 * such as `//evil.example/x` (a path, which `new URL(target, origin)` reads as another host) or a
 * whole address (HTTP's absolute form, `GET http://evil.example/x`) names no host of the page's.
 */
export function pageUrl(origin: string, target: string): URL {
  const asked = target.startsWith('/') ? new URL(`${origin}${target}`) : new URL(target);
  const url = new URL(origin);
  url.pathname = asked.pathname;
  url.search = asked.search;
  return url;
}

/** The server render of the built web app in `webDir`, or null when its server entry is not built. */
export async function loadServerRender(
  app: FastifyInstance,
  webDir: string,
  entryFile: string,
  origins: SiteOrigins,
): Promise<RenderPage | null> {
  const index = path.join(webDir, 'index.html');
  if (!existsSync(entryFile) || !existsSync(index)) return null;
  const entry: unknown = await import(pathToFileURL(entryFile).href);
  if (!isServerEntry(entry)) throw new Error(`${entryFile} does not export render().`);
  const template = readFileSync(index, 'utf8');
  // The chunks each screen needs beyond the entry (written by the web build), sent with a page's data.
  const preloadsFile = path.join(webDir, '.vite', 'screen-preloads.json');
  const preloads = existsSync(preloadsFile) ? readPreloads(preloadsFile) : {};
  const fetch = injectFetch(app);
  return async (request, sessionId) => {
    const url = pageUrl(siteOrigin(origins, request.host), request.url);
    const controller = new AbortController();
    request.raw.once('close', () => {
      controller.abort();
    });
    // The visitor's User-Agent, so the render knows a crawler, and their session id, so its calls are
    // the visitor's own (their experiment variant); nothing else of the request is used.
    const userAgent = request.headers['user-agent'];
    return entry.render(
      new Request(url, {
        signal: controller.signal,
        headers: {
          'x-session-id': sessionId,
          ...(typeof userAgent === 'string' ? { 'user-agent': userAgent } : {}),
        },
      }),
      { template, fetch, preloads },
    );
  };
}
