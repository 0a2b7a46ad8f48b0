// Security headers on every response, and CORS limited to the configured origins (plus the
// server's own). A preflight for a disallowed origin gets no CORS headers, so the browser refuses.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

// The hooks here wait for nothing, so they take Fastify's `done` callback rather than being async
// functions without an await.
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-site');
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    if (request.url.startsWith('/api/') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('cache-control', reply.getHeader('cache-control') ?? 'no-store');
    }
    done(null, payload);
  });
}

const allowedHeaders = 'authorization, content-type, x-session-id, x-logged-as, x-refresh-token, range';
const exposedHeaders =
  'current-page, total-pages, total-rows, page-size, x-access-add-review, content-range, accept-ranges';

/** The origins a browser may call the API from: the configured ones and the server's own. */
export const allowedOrigins = (config: Config): ReadonlySet<string> =>
  new Set([...config.corsOrigins, new URL(config.publicOrigin).origin]);

export function corsHooks(app: FastifyInstance, config: Config): void {
  const allowed = allowedOrigins(config);
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', exposedHeaders);
    }
    done();
  });
  app.options('/api/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('access-control-allow-headers', allowedHeaders);
      reply.header('access-control-max-age', '600');
    }
    return reply.code(204).send();
  });
}
