// The sandbox's HTTP plumbing: Stripe's form bodies, API keys (a publishable key only where
// Stripe.js may use one), Idempotency-Key replay (same key and parameters: the first answer again,
// with Idempotent-Replayed; other parameters: 400 idempotency_error) and the error envelope.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseForm, type FormObject } from './form';
import { newId, StripeFailure, type State, type StripeJson } from './core';

export type Handler = (
  params: FormObject,
  request: FastifyRequest,
  key: string | null,
) => StripeJson | [number, StripeJson];

export type Route = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  handler: Handler,
  publishable?: boolean,
) => void;

export function routerOf(app: FastifyInstance, s: State): Route {
  const { options, idempotency } = s;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );

  // The browser's card form tokenizes here with the publishable key, as Stripe.js calls Stripe's API
  // from any site: Stripe answers every origin (its API keys, not cookies, say who calls).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('access-control-allow-origin', '*');
    done(null, payload);
  });
  app.options('/v1/*', (_request, reply) =>
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, DELETE')
      .header('access-control-allow-headers', 'authorization, content-type, idempotency-key, stripe-version')
      .header('access-control-max-age', '600')
      .send(),
  );

  type Handler = (
    params: FormObject,
    request: FastifyRequest,
    key: string | null,
  ) => StripeJson | [number, StripeJson];

  function keyKind(request: FastifyRequest): 'secret' | 'publishable' | null {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (token.startsWith('pk_test_')) return 'publishable';
    if (token.startsWith('sk_test_') && (options.secretKey === undefined || token === options.secretKey))
      return 'secret';
    return null;
  }

  function route(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    handler: Handler,
    publishable = false,
  ): void {
    app.route({
      method,
      url: path,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const kind = keyKind(request);
        if (kind === null || (kind === 'publishable' && !publishable)) {
          return reply.code(401).send({
            error: {
              type: 'invalid_request_error',
              message:
                kind === 'publishable'
                  ? 'This API call cannot be made with a publishable API key. Please use a secret API key.'
                  : 'Invalid API Key provided.',
            },
          });
        }
        const params: FormObject =
          method === 'POST'
            ? typeof request.body === 'object' && request.body !== null
              ? (request.body as FormObject)
              : {}
            : parseForm(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
        const headerKey = request.headers['idempotency-key'];
        const key = method === 'POST' && typeof headerKey === 'string' && headerKey !== '' ? headerKey : null;
        const fingerprint = createHash('sha256')
          .update(
            `${request.routeOptions.url ?? ''} ${request.url.split('?')[0] ?? ''} ${JSON.stringify(params)}`,
          )
          .digest('hex');
        if (key !== null) {
          const seen = idempotency.get(key);
          if (seen) {
            if (seen.fingerprint !== fingerprint) {
              return reply.code(400).send({
                error: {
                  type: 'idempotency_error',
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
                },
              });
            }
            return reply
              .code(seen.status)
              .header('idempotent-replayed', 'true')
              .header('idempotency-key', key)
              .send(seen.body);
          }
        }
        let status = 200;
        let body: StripeJson;
        try {
          const result = handler(params, request, key);
          if (Array.isArray(result)) [status, body] = result;
          else body = result;
          body = structuredClone(body);
        } catch (error) {
          if (!(error instanceof StripeFailure)) throw error;
          status = error.status;
          body = { error: error.body };
        }
        // Stripe keeps a key's first result, failures included, except for a server error.
        if (key !== null && status < 500) idempotency.set(key, { fingerprint, status, body });
        reply.header('request-id', newId('req'));
        if (key !== null) reply.header('idempotency-key', key);
        return reply.code(status).send(body);
      },
    });
  }

  return route;
}

/** A route's `:id`. */
export const idOf = (request: FastifyRequest): string => (request.params as { id: string }).id;
