// Handler types derived from the generated `operations` of the document: a handler receives the
// operation's own params, query and body types and may only return a status and body the document
// declares for it (a 2xx or 3xx; errors are thrown as HttpError and checked against the document
// by the contract tests). An operation whose security needs a signed-in caller (the generator's
// AuthenticatedOperationId) gets a non-null viewer: the server refuses anonymous callers before it.
import type { AuthenticatedOperationId, operations } from '@vo/sdk';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Services } from '../services';
import type { Viewer } from '../auth/viewer';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

/** One part of an operation's parameters (path, query...), whether the document marks it optional or not. */
type Part<T, P extends 'path' | 'query'> = P extends keyof T ? Exclude<T[P], undefined> : undefined;
type Defined<T> = [T] extends [undefined] | [never] ? Record<string, never> : NonNullable<T>;

export type PathParams<K extends OperationId> = Defined<Part<Op<K>['parameters'], 'path'>>;
export type QueryParams<K extends OperationId> = Defined<Part<Op<K>['parameters'], 'query'>>;

type Content<R> = R extends { content: infer C } ? C : never;
/** The JSON body, or for a multipart operation its fields (files arrive as stored file ids). */
export type RequestBody<K extends OperationId> =
  Op<K> extends { requestBody: infer B }
    ? Content<NonNullable<B>>[keyof Content<NonNullable<B>>]
    : Op<K> extends { requestBody?: infer B }
      ? [NonNullable<B>] extends [never]
        ? undefined
        : Content<NonNullable<B>>[keyof Content<NonNullable<B>>] | undefined
      : undefined;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus = 200 | 201 | 202 | 204 | 206 | 301 | 302 | 303 | 307;
type HeadersOf<R> = R extends { headers: infer H } ? Omit<H, never> : Record<string, never>;
type ReplyFor<R, S> = R extends { content: infer C }
  ? C extends { 'application/json': infer B }
    ? { status: S; body: B; headers?: Partial<Record<keyof HeadersOf<R> & string, string | number>> }
    : { status: S; stream: true }
  : { status: S; body?: undefined; headers?: Partial<Record<keyof HeadersOf<R> & string, string | number>> };

/** Every success reply the document allows for operation K. */
export type Reply<K extends OperationId> = {
  [S in keyof Responses<K> & SuccessStatus]: ReplyFor<Responses<K>[S], S>;
}[keyof Responses<K> & SuccessStatus];

/** Who the handler of K acts for: always someone for an authenticated operation, maybe no one otherwise. */
export type ViewerOf<K extends OperationId> = K extends AuthenticatedOperationId ? Viewer : Viewer | null;

export interface HandlerContext<K extends OperationId> {
  operationId: K;
  params: PathParams<K>;
  query: QueryParams<K>;
  body: RequestBody<K>;
  /**
   * The signed-in user the request acts for (the impersonated user while an admin acts as one);
   * never null for an operation that requires sign-in.
   */
  viewer: ViewerOf<K>;
  sessionId: string;
  services: Services;
  request: FastifyRequest;
  /** For replies the document gives no JSON body (files with ranges, redirects). */
  reply: FastifyReply;
}

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<Reply<K>>;
export type Handlers = { [K in OperationId]?: Handler<K> };
