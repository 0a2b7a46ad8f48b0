import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';

// openapi-fetch infers a call's options (`Init`) from the object given and only checks that the
// inferred type extends what the operation allows. A type with more keys still extends it, so a
// misspelt optional field compiles as long as the object has one real field beside it
// (`{ query: { size: 3, colour: 'red' } }`): TypeScript's excess-property check never runs on an
// inferred type argument. Here every call's options are also checked against the exact shape, key
// by key and at every depth (params.query, params.path, body and its nested objects), so an
// unknown key fails to compile, and the error names it.

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** openapi-typescript's `paths`: per path, its operations by method (`never` where it has none). */
type OperationPaths = Record<string, Partial<Record<HttpMethod, unknown>>>;

/** An operation's type, as openapi-fetch's FetchResponse takes it. */
type Operation<T> = Extract<T, Record<string | number, unknown>>;

/**
 * What an unknown key's value must be: an object whose one property is the message, which no value
 * the caller wrote is, so the compiler's error quotes it with the key. (An object, not the message
 * as a string type: `number & 'message'` is never, and TypeScript then drops the whole options
 * object to never, and the error no longer names the key.)
 */
export type UnknownField<Key extends PropertyKey> = {
  readonly [Message in `'${Key & string}' is not a field of this request`]: never;
};

/** The keys of every member of a union (`keyof` of a union gives only the common ones). */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;

/** `T[K]` over the members of a union that have `K`. */
type ValueOfUnion<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;

type Primitive = string | number | bigint | boolean | symbol | null | undefined;

/**
 * What a call's options must also be, beside what openapi-fetch asks: every key the `Allowed` shape
 * lacks must be an UnknownField, which no value is; known keys are checked the same way inside.
 * Arrays are checked element by element; primitives and functions pass.
 */
export type ExactShape<Given, Allowed> = [Given] extends [Primitive]
  ? unknown
  : Given extends readonly unknown[]
    ? NonNullable<Allowed> extends readonly (infer Item)[]
      ? { [Index in keyof Given]: ExactShape<Given[Index], Item> }
      : unknown
    : Given extends (...args: never[]) => unknown
      ? unknown
      : {
          [Key in keyof Given]: Key extends KeysOfUnion<NonNullable<Allowed>>
            ? ExactShape<Given[Key], ValueOfUnion<NonNullable<Allowed>, Key>>
            : UnknownField<Key>;
        };

/**
 * True while TypeScript holds `Path` as the union of every path of the method, as it does when it
 * types a call from its context (inside `unwrap(...)`) before the URL fixes it: the exact shape of
 * every operation at once is a union too large to represent, so the check waits for one `Path`.
 */
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

type RequiredKeysOf<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/**
 * The call's options argument: as openapi-fetch infers it (required when the operation needs one),
 * and also its ExactShape. `Init` is inferred from the object alone (NoInfer).
 */
type ExactInitParam<Init, Allowed> =
  RequiredKeysOf<Init> extends never
    ? [(Init & ExactShape<NoInfer<Init>, Allowed>)?]
    : [Init & ExactShape<NoInfer<Init>, Allowed>];

/** openapi-fetch's ClientMethod, with the exact check on the options. */
export type ExactClientMethod<Paths extends OperationPaths, Method extends HttpMethod> = <
  Path extends ClientPathsWithMethod<Client<Paths>, Method>,
  Init extends MaybeOptionalInit<Paths[Path], Method>,
>(
  url: Path,
  ...init: IsUnion<Path> extends false
    ? ExactInitParam<Init, MaybeOptionalInit<Paths[Path], Method>>
    : [Init?]
) => Promise<FetchResponse<Operation<Paths[Path][Method]>, Init, `${string}/${string}`>>;

/** The typed openapi-fetch client whose calls refuse unknown fields (see ExactShape). */
export interface ExactClient<Paths extends OperationPaths> extends Omit<
  Client<Paths>,
  Uppercase<HttpMethod> | 'request'
> {
  GET: ExactClientMethod<Paths, 'get'>;
  PUT: ExactClientMethod<Paths, 'put'>;
  POST: ExactClientMethod<Paths, 'post'>;
  DELETE: ExactClientMethod<Paths, 'delete'>;
  OPTIONS: ExactClientMethod<Paths, 'options'>;
  HEAD: ExactClientMethod<Paths, 'head'>;
  PATCH: ExactClientMethod<Paths, 'patch'>;
  TRACE: ExactClientMethod<Paths, 'trace'>;
}

/**
 * The client openapi-fetch made, typed as an ExactClient: the same object and the same calls; only
 * what each call accepts is narrower (a subset of openapi-fetch's own options), so the view is sound.
 */
export function exactClient<Paths extends OperationPaths>(client: Client<Paths>): ExactClient<Paths> {
  return client as unknown as ExactClient<Paths>;
}
