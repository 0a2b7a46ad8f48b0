// The typed half of the mocks: answers by operationId, typed from the document, recorded calls, and
// an API in the page (createMockApi) answering every operation through MSW.
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { operations, type OperationInfo } from '../generated/operations';
import type { operations as Operations } from '../generated/schema';
import type { Error as ErrorBody, ErrorName } from '../generated/types';
import { bySpecificity, MOCK_BASE, mswPath, responseFactory, seedFor, successResponse } from './handlers';

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
