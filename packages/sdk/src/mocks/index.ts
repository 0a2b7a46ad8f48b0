// Test and Storybook entry (`@vo/sdk/mocks`): MSW handlers and faker factories for every operation.
// Never imported by production code (the lint forbids it), so msw and faker stay out of app bundles.
import { faker } from '@faker-js/faker';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import * as generated from '../generated/mocks';
import { operations, type OperationInfo } from '../generated/operations';
import type { operations as Operations } from '../generated/schema';
import type { Error as ErrorBody, ErrorName } from '../generated/types';
import { PAGING_HEADERS } from '../client/paging';

export * from '../generated/mocks';
export { operations } from '../generated/operations';
export type { OperationInfo } from '../generated/operations';

/** The seed every handler starts from; change it with seedMocks() for a different, stable dataset. */
export const DEFAULT_MOCK_SEED = 20261121;
const DEFAULT_PAGE_SIZE = 10;
/** Dates faker makes up are relative to this day, not to today, so the data does not drift. */
export const MOCK_REFERENCE_DATE = new Date('2026-11-21T12:00:00Z');
let baseSeed = DEFAULT_MOCK_SEED;

/** Sets the seed all handlers derive their data from. Same seed, same request: same response. */
export function seedMocks(seed: number): void {
  baseSeed = seed;
}

// FNV-1a: a stable 32-bit hash, so a request's data depends only on the seed and the request.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Where the mocked API lives: on every origin, under the document's server URL /api. */
export const MOCK_BASE = '*/api';

/**
 * `/users/{id}` as an MSW path: `*\/api/users/:id`. The /api anchor matters: a bare `*\/tags` would
 * also answer `/api/blog/tags`.
 */
export function mswPath(path: string, base = MOCK_BASE): string {
  return `${base}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/**
 * Orders operations so that a literal segment is tried before a parameter at the same place
 * (`/providers/me/subscription` before `/providers/{id}/subscription`), as a router does.
 */
function bySpecificity(a: OperationInfo, b: OperationInfo): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i += 1) {
    const pa = sa[i]?.startsWith('{') ?? false;
    const pb = sb[i]?.startsWith('{') ?? false;
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

const registry: Readonly<Record<string, unknown>> = generated;

function responseFactory(operationId: string): (() => unknown) | undefined {
  const name = `get${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}ResponseMock`;
  const factory = registry[name];
  return typeof factory === 'function' ? () => (factory as () => unknown)() : undefined;
}

function positive(value: string | null, fallback: number): number {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const idOf = (row: unknown): number | undefined =>
  typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number' ? row.id : undefined;

/**
 * List rows built from one schema example share its id; give each row its own, so that a list
 * renders with distinct keys and a click on row 3 opens row 3. Rows whose ids already differ (a
 * story's own providers 1 and 2) keep them, as the real server would answer them.
 */
function distinctIds(rows: unknown[]): unknown[] {
  const ids = rows.map(idOf).filter((id) => id !== undefined);
  if (new Set(ids).size === ids.length) return rows;
  return rows.map((row, index) => {
    if (typeof row !== 'object' || row === null || !('id' in row) || typeof row.id !== 'number') return row;
    return { ...row, id: row.id + index };
  });
}

/**
 * Answers a list operation one page at a time from one stable dataset, with the paging headers
 * the real server sends: the data is seeded by the request without its page and size.
 */
function pagedResponse(generated: unknown[], url: URL, status: number): Response {
  const rows = distinctIds(generated);
  const size = positive(url.searchParams.get('size'), DEFAULT_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const page = positive(url.searchParams.get('page'), 1);
  const body = rows.slice((page - 1) * size, page * size);
  return HttpResponse.json(body, {
    status,
    headers: {
      [PAGING_HEADERS.currentPage]: String(page),
      [PAGING_HEADERS.totalPages]: String(totalPages),
      [PAGING_HEADERS.totalRows]: String(rows.length),
      [PAGING_HEADERS.pageSize]: String(size),
    },
  });
}

/** Seeds faker for one request: its data depends only on the seed, the operation and the request. */
function seedFor(operation: OperationInfo, url: URL): void {
  const identity = new URL(url);
  identity.searchParams.delete('page');
  identity.searchParams.delete('size');
  faker.seed(baseSeed ^ hash(`${operation.operationId} ${identity.pathname}${identity.search}`));
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
}

/** The operation's success answer: no body for a 204, one page with paging headers for a list. */
function successResponse(operation: OperationInfo, body: unknown, url: URL): Response {
  if (!operation.hasBody) return new HttpResponse(null, { status: operation.status });
  if (operation.paged && Array.isArray(body)) return pagedResponse(body, url, operation.status);
  return HttpResponse.json(body ?? null, { status: operation.status });
}

/** The MSW handler of one operation, answering with generated data (or `override` when given). */
export function mockHandler(
  operation: OperationInfo,
  override?: (request: Request) => unknown,
  base = MOCK_BASE,
): HttpHandler {
  const factory = responseFactory(operation.operationId);
  return http[operation.method](mswPath(operation.path, base), ({ request }) => {
    const url = new URL(request.url);
    seedFor(operation, url);
    if (!operation.hasBody) return successResponse(operation, null, url);
    return successResponse(operation, override ? override(request) : factory?.(), url);
  });
}

/**
 * A request that reaches `operation`'s handler: path parameters get plausible values (a hash or
 * slug where the name says so, else an id), and methods that carry a body send an empty JSON object.
 */
export function exampleRequest(operation: OperationInfo, apiBase = 'http://api.test/api'): Request {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    /hash|slug|public|target|letter/i.test(name) ? 'p7Xk2LmQ9v' : '4821',
  );
  const bodyless = operation.method === 'get' || operation.method === 'delete';
  return new Request(`${apiBase}${path}`, {
    method: operation.method.toUpperCase(),
    ...(bodyless ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }),
  });
}

/**
 * One handler for every operation of the document, for an API at `base` (MSW syntax; the default
 * matches /api on any origin). Put story- or test-specific overrides first.
 */
export function createMockHandlers(base = MOCK_BASE): HttpHandler[] {
  return [...operations].sort(bySpecificity).map((operation) => mockHandler(operation, undefined, base));
}

// Typed answers, by operationId. The types come from the document (openapi-typescript's
// `operations`), so an answer with a renamed operation, a status the document does not give it, or
// a body its schema does not allow fails to compile.

/** Every operationId of the document. */
export type OperationId = (typeof operations)[number]['operationId'];

type Responses<Id extends OperationId> = Operations[Id]['responses'];
type SuccessCode = 200 | 201 | 202 | 203 | 204 | 205 | 206;
type JsonContent<Response> = Response extends { content: { 'application/json': infer Body } }
  ? Body
  : Response extends { content?: never }
    ? null
    : never;

/** The statuses the document gives the operation's responses. */
export type MockStatus<Id extends OperationId> = Extract<keyof Responses<Id>, number>;

/** The body the document allows for the operation's `status` (null for a response without content). */
export type MockResponseBody<Id extends OperationId, Status extends MockStatus<Id>> = JsonContent<
  Responses<Id>[Status]
>;

/** The body of the operation's documented success response (null when it has none, e.g. a 204). */
export type MockBody<Id extends OperationId> = MockResponseBody<Id, Extract<MockStatus<Id>, SuccessCode>>;

/** The JSON body the operation's request carries, as the document types it (undefined when none). */
export type MockRequestBody<Id extends OperationId> = Operations[Id] extends { requestBody?: infer Body }
  ? [NonNullable<Body>] extends [never]
    ? undefined
    : NonNullable<Body> extends { content: { 'application/json': infer Json } }
      ? Json
      : undefined
  : undefined;

/** The operation's path parameters, as the URL carries them (strings). */
export type MockPathParams<Id extends OperationId> = Operations[Id]['parameters'] extends {
  path: infer Path;
}
  ? { readonly [Name in keyof Path]: string }
  : Readonly<Record<string, never>>;

/**
 * An answer with a status of the document other than the success one (an error, mostly), built by
 * `reply` in a resolver. Branded with its operation: one operation's reply cannot answer another.
 */
export class MockReply<Id extends OperationId> {
  declare private readonly operation: Id;

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/** What a resolver reads of one request, and how it answers with another status. */
export interface MockRequest<Id extends OperationId> {
  readonly request: Request;
  readonly url: URL;
  readonly params: MockPathParams<Id>;
  /** The JSON body as sent (not validated: the client's own types made it), undefined when none. */
  readonly body: MockRequestBody<Id> | undefined;
  /** The seeded success body the operation answers when the test gives none, to change a field of. */
  readonly generated: () => MockBody<Id>;
  /** Answers with any status the document gives the operation, and the body it allows for it. */
  readonly reply: <Status extends MockStatus<Id>>(
    status: Status,
    body: MockResponseBody<Id, Status>,
    headers?: Readonly<Record<string, string>>,
  ) => MockReply<Id>;
}

/** Answers one request of the operation: its success body, or `reply(status, body)`. */
export type MockResolver<Id extends OperationId> = (
  request: MockRequest<Id>,
) => MockBody<Id> | MockReply<Id> | Promise<MockBody<Id> | MockReply<Id>>;

/** How a test answers an operation: always the same success body, or a resolver per request. */
export type MockAnswer<Id extends OperationId> = MockBody<Id> | MockResolver<Id>;

/** Answers by operationId: `{ getMe: user, closeProject: ({ reply }) => reply(403, error) }`. */
export type MockAnswers = { readonly [Id in OperationId]?: MockAnswer<Id> };

/** The document's Error body, as the reference server sends it for `name` (no_report set). */
export function errorBody<Name extends ErrorName>(
  name: Name,
  message: string,
  code = 'test',
): ErrorBody & { name: Name } {
  return { code, message, name, no_report: true };
}

/** One request an operation received, for a test to assert on. */
export interface MockCall<Id extends OperationId> {
  /** The path and query as requested: `/api/auth/sign_in?code=c0de&state=st4te`. */
  readonly url: string;
  readonly params: MockPathParams<Id>;
  readonly body: MockRequestBody<Id> | undefined;
  readonly headers: Headers;
}

/** Which answer an operation gets when the test gives none. */
export type UnansweredPolicy =
  /** The seeded generated data, as `createMockHandlers` answers. */
  | 'generated'
  /** 404 with the document's error body: the test declares every operation its screen needs. */
  | 'notFound';

export interface MockApiOptions {
  /** Where the API lives (MSW syntax). @default MOCK_BASE ('*\/api') */
  readonly base?: string;
  /** The answer of an operation the test did not answer. @default 'generated' */
  readonly unanswered?: UnansweredPolicy;
}

/** An API in the page: a fetch function answering every operation of the document, typed answers. */
export interface MockApi {
  /** Answers one request (give it to the SDK client as its `fetch`). */
  readonly fetch: (request: Request) => Promise<Response>;
  /** The requests `operationId` received, in order. */
  readonly calls: <Id extends OperationId>(operationId: Id) => readonly MockCall<Id>[];
  /** The same answers as MSW handlers (for a service worker or `setupServer`). */
  readonly handlers: readonly HttpHandler[];
}

// Inside, answers are handled without their operation's types: the public signatures above tie each
// answer to its operation, and the handler of operation X only ever receives X's answer.
interface LooseRequest {
  readonly request: Request;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly generated: () => unknown;
  readonly reply: (status: number, body: unknown, headers?: Readonly<Record<string, string>>) => unknown;
}
type LooseAnswer = unknown;
interface RecordedCall {
  readonly operationId: string;
  readonly url: string;
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
  readonly headers: Headers;
}

function callsOf<Id extends OperationId>(
  recorded: readonly RecordedCall[],
  operationId: Id,
): readonly MockCall<Id>[] {
  // Each was recorded by the handler of `operationId`, from a request its typed client sent.
  return recorded.filter((call) => call.operationId === operationId) as unknown as readonly MockCall<Id>[];
}

async function jsonBodyOf(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  const text = await request.clone().text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** The operation's own path parameters (MSW also numbers the wildcard of the base as "0"). */
function pathParams(
  operation: OperationInfo,
  params: Readonly<Record<string, string | readonly string[] | undefined>>,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [, name] of operation.path.matchAll(/\{([^}]+)\}/g)) {
    const value = name === undefined ? undefined : params[name];
    if (name !== undefined && typeof value === 'string') result[name] = value;
  }
  return result;
}

/**
 * The 404 of a request no answer covers. Worded as the app's earlier fake worded it: a screen story
 * that shows it keeps its baseline picture.
 */
function notFound(request: Request, url: URL): Response {
  return HttpResponse.json(
    errorBody('NotFoundError', `No fake for ${request.method} ${url.pathname}.`, 'not_found'),
    {
      status: 404,
    },
  );
}

/** The handler of one operation for a MockApi or a story: records the call, then answers. */
function answeringHandler(
  operation: OperationInfo,
  answer: LooseAnswer,
  unanswered: UnansweredPolicy,
  base: string,
  record?: (call: RecordedCall) => void,
): HttpHandler {
  const factory = responseFactory(operation.operationId);
  return http[operation.method](mswPath(operation.path, base), async ({ request, params }) => {
    const url = new URL(request.url);
    const body = await jsonBodyOf(request);
    const named = pathParams(operation, params);
    record?.({
      operationId: operation.operationId,
      url: `${url.pathname}${url.search}`,
      params: named,
      body,
      headers: request.headers,
    });
    seedFor(operation, url);
    if (answer === undefined && unanswered === 'notFound') return notFound(request, url);
    const context: LooseRequest = {
      request,
      url,
      params: named,
      body,
      generated: () => (operation.hasBody ? (factory?.() ?? null) : null),
      reply: (status, replyBody, headers) => new MockReply(status, replyBody, headers),
    };
    const result: unknown =
      answer === undefined
        ? context.generated()
        : typeof answer === 'function'
          ? await (answer as (request: LooseRequest) => unknown)(context)
          : answer;
    if (result instanceof MockReply) {
      return result.body === null
        ? new HttpResponse(null, { status: result.status, headers: result.headers })
        : HttpResponse.json(result.body, { status: result.status, headers: result.headers });
    }
    return successResponse(operation, result, url);
  });
}

/**
 * The typed MSW handler of one operation, for a story's `msw.use(...)` or a test's `server.use(...)`:
 * `mockOperation('getMe', user)`, `mockOperation('closeProject', ({ reply }) => reply(403, body))`.
 */
export function mockOperation<Id extends OperationId>(
  operationId: Id,
  answer: MockAnswer<Id>,
  base = MOCK_BASE,
): HttpHandler {
  const operation = operations.find((o) => o.operationId === operationId);
  if (operation === undefined) throw new Error(`No operation ${operationId} in the document.`);
  return answeringHandler(operation, answer, 'generated', base);
}

/**
 * An API in the page for tests and stories that hand a client its `fetch`: every operation of the
 * document answers with the test's answer, else by `unanswered`; a request outside the document is a
 * 404. It records each operation's requests for the test's assertions.
 */
export function createMockApi(answers: MockAnswers = {}, options: MockApiOptions = {}): MockApi {
  const { base = MOCK_BASE, unanswered = 'generated' } = options;
  const recorded: RecordedCall[] = [];
  const byId: Readonly<Record<string, LooseAnswer>> = answers;
  const handlers = [...operations]
    .sort(bySpecificity)
    .map((operation) =>
      answeringHandler(operation, byId[operation.operationId], unanswered, base, (call) =>
        recorded.push(call),
      ),
    );
  return {
    handlers,
    fetch: async (request) => {
      const response = await getResponse(handlers, request);
      return response ?? notFound(request, new URL(request.url));
    },
    calls: (operationId) => callsOf(recorded, operationId),
  };
}
