// The HTTP server: every operation of the document becomes a route under /api, registered by
// operationId. Per request: security headers and CORS, rate limits, authentication (before the
// body is parsed), roles (x-roles), then the request is validated against the document, the
// handler runs, and its reply is sent. Routes the document does not declare do not exist.
import type { ValidateFunction } from 'ajv';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from './http/errors';
import { operationSpecs, type OperationSpec } from './contract/document';
import { compileRequestValidators, validationError } from './contract/validation';
import type { Handler, HandlerContext, Handlers, OperationId } from './contract/types';
import type { Services } from './services';
import { authenticate, loginRequired, recordImpersonation } from './auth/authenticate';
import { recordStaffAction } from './auth/staffAudit';
import { securityHeaders, corsHooks } from './http/security';
import { RateLimiter, rateLimitedOperations } from './http/rateLimit';
import { takeWriteQuota } from './http/userLimits';
import { jsonBodyParser, MAX_JSON_BYTES } from './http/jsonBody';
import { compression } from './http/compression';
import {
  checkFilePart,
  checkMediaType,
  checkPathIntegers,
  declaredFileParts,
  type FilePartRule,
} from './http/requestShape';
import type { Viewer } from './auth/viewer';
import { MAX_TEXT_BYTES, type FileKind, type StoredFile } from './files/storage';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    operation: OperationSpec | null;
    multipartBody: Record<string, unknown> | null;
    /** Files stored from this request's multipart body. */
    uploads: ({ field: string; originalName: string } & StoredFile)[];
  }
}

export interface AppOptions {
  services: Services;
  handlers: Handlers;
  /** Extra routes outside /api (sign-in page, files, docs, web app). */
  plugins?: ((app: FastifyInstance) => Promise<void> | void)[];
  logger?: boolean;
}

/** Which uploaded field holds which kind of file. */
const fileKinds: Record<string, FileKind> = { picture: 'image', file: 'audio', attachments: 'attachment' };

export async function buildApp({
  services,
  handlers,
  plugins = [],
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // The live-update socket carries the access token in its query (a browser cannot set headers on
    // a websocket): request logs show that URL with the token blanked.
    logger: logger
      ? {
          serializers: {
            req: (req) => ({
              method: req.method,
              url: req.url.replace(/([?&]authorization=)[^&#]*/gi, '$1[redacted]'),
              remoteAddress: req.socket.remoteAddress,
            }),
          },
        }
      : false,
    // Ids past int32 and other bad input are refused by validation; this caps JSON bodies.
    bodyLimit: MAX_JSON_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    // The router's own answers (a path segment past maxParamLength, bad percent-encoding) would
    // otherwise be Fastify's body echoing the whole path, with statuses the document does not know.
    frameworkErrors: (error, request, reply) => {
      const path = clip(request.url.split('?')[0] ?? '', 200);
      const http =
        error.code === 'FST_ERR_BAD_URL'
          ? new HttpError(400, 'bad_url', `The URL ${path} is not validly percent-encoded.`)
          : new HttpError(404, 'route_not_found', `No route ${request.method} ${path}.`);
      void sendError(request, reply, http);
    },
  });
  app.decorateRequest('viewer', null);
  app.decorateRequest('operation', null);
  app.decorateRequest('multipartBody', null);
  // Fastify wants every request property declared up front, with a value shared by all requests:
  // null here, replaced by a fresh array in the first onRequest hook below.
  app.decorateRequest('uploads', null as unknown as FastifyRequest['uploads']);

  jsonBodyParser(app);
  await compression(app);
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(services.config.maxAudioBytes, services.config.maxImageBytes),
      files: 10,
      fields: 50,
      fieldSize: 64 * 1024,
    },
  });
  // Per request (a decorated array would be shared by every request).
  app.addHook('onRequest', (request, _reply, done) => {
    request.uploads = [];
    done();
  });
  securityHeaders(app);
  corsHooks(app, services.config);
  const limiter = new RateLimiter(services.now, services.config.rateLimitEntries);

  app.setErrorHandler((error, request, reply) => sendError(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      new HttpError(
        404,
        'route_not_found',
        // The path is the caller's own text: quoted up to a length that keeps the message within
        // the Error schema's 1000 characters.
        `No route ${request.method} ${clip(request.url.split('?')[0] ?? '', 200)}.`,
      ),
    ),
  );

  for (const spec of operationSpecs) {
    const validators = compileRequestValidators(spec);
    const handler = handlers[spec.operationId] as Handler<OperationId> | undefined;
    const fileParts = declaredFileParts(spec);
    // Array query parameters the document sends comma-separated (style form, explode false).
    const commaSeparated = spec.parameters
      .filter((p) => p.in === 'query' && p.explode === false && p.schema['type'] === 'array')
      .map((p) => p.name);
    app.route({
      method: spec.method,
      url: `/api${spec.path.replace(/\{([^}]+)\}/g, ':$1')}`,
      onRequest: async (request) => {
        request.operation = spec;
        if (services.config.rateLimits)
          limiter.check(request, spec.operationId, rateLimitedOperations[spec.operationId]);
        request.viewer = await authenticate(request, spec, services);
        // Handlers of operations that require sign-in are typed with a non-null viewer (ViewerOf):
        // this is where that holds, whatever authenticate() decides for other modes.
        if (spec.auth === 'required' && !request.viewer) throw loginRequired();
      },
      // Before any byte of the body is read: a media type the operation does not take is refused
      // here, so an upload to a JSON operation never reaches storage. It waits for nothing, so it
      // calls `done` (Fastify's hook runner turns what checkMediaType throws into the error answer).
      preParsing: (request, _reply, payload, done) => {
        checkMediaType(request, spec);
        done(null, payload);
      },
      preValidation: async (request) => {
        if (request.isMultipart()) request.multipartBody = await readMultipart(request, services, fileParts);
      },
      handler: async (request, reply) => {
        const headers = { ...request.headers };
        if (!validators.headers(headers)) throw validationError('headers', validators.headers.errors);
        const params = { ...(request.params as Record<string, string>) };
        checkPathIntegers(spec, params);
        if (!validators.params(params)) throw validationError('path', validators.params.errors);
        const query = { ...(request.query as Record<string, unknown>) };
        for (const name of commaSeparated) {
          const value = query[name];
          if (typeof value === 'string') query[name] = value === '' ? [] : value.split(',');
        }
        if (!validators.query(query)) throw validationError('query', validators.query.errors);
        const body = readBody(request, spec, validators.body);
        if (!handler) {
          throw new HttpError(503, 'not_available', 'This operation is not available on this server yet.', {
            noReport: true,
          });
        }
        // params, query and body were just validated against this operation's schemas.
        const ctx = {
          operationId: spec.operationId,
          params,
          query,
          body,
          viewer: request.viewer,
          sessionId: String(headers['x-session-id']),
          services,
          request,
          reply,
        } as unknown as HandlerContext<OperationId>;
        // Counted after the request proved valid: a write refused for its input uses up nothing.
        const quota = services.config.rateLimits
          ? await takeWriteQuota(services, request.viewer, spec.operationId)
          : null;
        let result;
        try {
          result = await handler(ctx);
        } catch (error) {
          await quota?.giveBack();
          throw error;
        }
        if ('stream' in result) return reply;
        const {
          status,
          body: responseBody,
          headers: responseHeaders,
        } = result as {
          status: number;
          body?: unknown;
          headers?: Record<string, string | number>;
        };
        if (status >= 400) await quota?.giveBack();
        for (const [name, value] of Object.entries(responseHeaders ?? {})) reply.header(name, String(value));
        reply.code(status);
        return responseBody === undefined
          ? reply.send()
          : reply.type('application/json; charset=utf-8').send(JSON.stringify(responseBody));
      },
    });
  }

  // A request that failed after its files were stored (a 400 from validation, a 403 in the
  // handler) leaves nothing behind. Done before the answer is sent, so a client that gets the
  // error never sees the file still there.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && request.uploads.length > 0) {
      await Promise.all(request.uploads.map((upload) => services.storage.remove(upload.id)));
    }
    return payload;
  });

  // Written before the answer is sent, not after: a caller who has the answer can rely on the
  // audit row being there, and no impersonated request goes unrecorded if the process stops.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.viewer?.admin && request.operation)
      await recordImpersonation(services, request, reply.statusCode);
    return payload;
  });

  // Likewise the staff actions log: a staff member's successful write is recorded before its answer.
  app.addHook('onSend', async (request, reply, payload) => {
    await recordStaffAction(services, request, reply.statusCode);
    return payload;
  });

  for (const plugin of plugins) await plugin(app);
  return app;
}

function readBody(
  request: FastifyRequest,
  spec: OperationSpec,
  validators: Record<string, ValidateFunction>,
): unknown {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const hasBody = request.multipartBody !== null || (request.body !== undefined && request.body !== null);
  if (!spec.body) {
    if (hasBody && request.body !== '')
      throw new HttpError(400, 'unexpected_body', 'This operation takes no request body.');
    return undefined;
  }
  if (!hasBody) {
    if (spec.body.required) throw new HttpError(400, 'body_required', 'A request body is required.');
    return undefined;
  }
  const validate = validators[type];
  if (!validate) {
    throw new HttpError(
      415,
      'unsupported_media_type',
      `Send the body as ${Object.keys(spec.body.content).join(' or ')}.`,
    );
  }
  const body = request.multipartBody ?? request.body;
  if (!validate(body)) throw validationError('body', validate.errors);
  return body;
}

/** Multipart fields become the body; each file part is streamed to storage and replaced by its id. */
async function readMultipart(
  request: FastifyRequest,
  services: Services,
  fileParts: Map<string, FilePartRule>,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  const saved: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Only the file parts the document declares, each once unless it is a list: a part
        // beyond them is refused before it is stored (ten `file` parts used to store ten files).
        checkFilePart(fileParts, part.fieldname, request.uploads);
        const kind = fileParts.get(part.fieldname)?.text ? 'text' : (fileKinds[part.fieldname] ?? 'audio');
        const max =
          kind === 'text'
            ? MAX_TEXT_BYTES
            : kind === 'image'
              ? services.config.maxImageBytes
              : services.config.maxAudioBytes;
        const stored = await services.storage.save(part.file, kind, max);
        saved.push(stored.id);
        request.uploads.push({ field: part.fieldname, ...stored, originalName: part.filename });
        const previous = body[part.fieldname];
        body[part.fieldname] = fileParts.get(part.fieldname)?.multiple
          ? [...(Array.isArray(previous) ? (previous as unknown[]) : []), stored.id]
          : stored.id;
      } else {
        const value = part.value;
        const existing = body[part.fieldname];
        // A repeated field is a list. Values stay strings here: the multipart validator coerces
        // them to the types the document declares.
        body[part.fieldname] =
          existing === undefined
            ? value
            : [...(Array.isArray(existing) ? (existing as unknown[]) : [existing]), value];
      }
    }
  } catch (error) {
    await Promise.all(saved.map((id) => services.storage.remove(id)));
    throw error;
  }
  return body;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const http = toHttpError(error);
  if (http.status >= 500) request.log.error({ err: error }, 'request failed');
  for (const [name, value] of Object.entries(http.headers)) reply.header(name, value);
  return reply.code(http.status).type('application/json; charset=utf-8').send(JSON.stringify(http.body));
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'unsupported_media_type', 'This content type is not accepted.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, 'payload_too_large', 'The request is too large.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new HttpError(400, 'body_required', 'A request body is required.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, 'unsupported_media_type', 'Send the body as multipart/form-data.');
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'payload_too_large', 'Too many parts in the upload.');
    default:
      break;
  }
  if (error instanceof SyntaxError || statusCode === 400) {
    return new HttpError(400, 'malformed_body', 'The request body is not valid JSON.');
  }
  return new HttpError(503, 'unexpected_error', 'Something went wrong on our side. Please try again.', {
    noReport: false,
  });
}
