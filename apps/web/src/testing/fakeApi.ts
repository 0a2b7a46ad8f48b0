/**
 * An in-process stand-in for the API server, for the app's component tests: requests are matched by
 * method and path (`GET /api/users/me`) and answered by the given handlers; anything else is a 404
 * with the document's error body. The end-to-end tests (e2e/) run against the real server.
 */
export type FakeHandler = (request: Request, url: URL) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, name: string, message: string, code = 'test'): Response =>
  json({ code, message, name, no_report: true }, status);

export interface FakeApi {
  fetch: (request: Request) => Promise<Response>;
  /** Every request seen, as 'METHOD /path?query'. */
  readonly calls: string[];
  /** Request bodies by 'METHOD /path'. */
  readonly bodies: Map<string, unknown>;
}

export function createFakeApi(handlers: Record<string, FakeHandler>): FakeApi {
  const calls: string[] = [];
  const bodies = new Map<string, unknown>();
  return {
    calls,
    bodies,
    fetch: async (request) => {
      const url = new URL(request.url);
      const key = `${request.method} ${url.pathname}`;
      calls.push(`${key}${url.search}`);
      const text = await request.clone().text();
      if (text !== '') bodies.set(key, JSON.parse(text) as unknown);
      const handler = handlers[key];
      if (handler === undefined) return apiError(404, 'NotFoundError', `No fake for ${key}.`, 'not_found');
      return handler(request, url);
    },
  };
}
