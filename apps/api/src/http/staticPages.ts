// What the server serves besides the API: the rendered API reference at /api/docs, and the built
// web app (when apps/web/dist exists) with history fallback, so deep links load the app.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sessionCookie, sessionIdFromCookies } from '@vo/sdk';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Services } from '../services';
import { loadServerRender } from './serverRender';
import { webAssetOptions } from './webAssets';

export function staticPages(services: Services) {
  return async (app: FastifyInstance) => {
    const { docsFile, webDir } = services.config;
    app.get('/api/docs', async (_request, reply) => {
      if (!existsSync(docsFile)) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('The API reference is not built yet: run `npm run docs:build`.');
      }
      return reply
        .header(
          'content-security-policy',
          "default-src 'self' 'unsafe-inline' data: blob:; frame-ancestors 'none'",
        )
        .type('text/html; charset=utf-8')
        .send(readFileSync(docsFile));
    });
    const index = path.join(webDir, 'index.html');
    if (existsSync(index)) {
      await app.register(fastifyStatic, {
        root: webDir,
        prefix: '/',
        wildcard: false,
        index: false,
        ...webAssetOptions(webDir),
      });
      // The public routes rendered on the server when the app's server entry is built.
      const renderPage = await loadServerRender(app, webDir, services.config.webServerEntry, services.config);
      // History fallback: any GET outside /api and /auth that is not a file gets the app.
      app.get('/*', async (request, reply) => {
        if (request.url.startsWith('/api/') || request.url.startsWith('/auth/')) {
          reply.callNotFound();
          return reply;
        }
        // The visitor's browser session: the id its cookie holds, else a new one the page's cookie
        // gives the browser (the SDK takes it from there), so the render and the browser's own
        // calls are one visitor from the first page on.
        const known = sessionIdFromCookies(request.headers.cookie);
        const sessionId = known ?? randomUUID();
        if (known === null)
          void reply.header('set-cookie', sessionCookie(sessionId, request.protocol === 'https'));
        const page = await renderPage?.(request, sessionId).catch((error: unknown) => {
          request.log.error({ err: error }, 'The server render failed; the app renders in the browser.');
          return null;
        });
        if (page != null) {
          return reply
            .code(page.status)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-cache')
            .send(page.html);
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(readFileSync(index));
      });
    } else {
      app.get('/', async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Voice marketplace API</title></head><body><main><h1>Voice marketplace API</h1><p>The API is served under <code>/api</code>; its reference is at <a href="/api/docs">/api/docs</a>. The web app is not built yet.</p></main></body></html>`,
          ),
      );
    }
  };
}
