import createClient from 'openapi-fetch';
import type { UnauthorizedErrorName } from '../generated/types';
import { ApiError, apiErrorFromBody, readBody } from './errors';
import { exactClient, type ExactClient } from './exact';
import { parsePage, type Page } from './paging';
import type { ClientPaths } from './paths';
import { browserSessionId } from './session';
import type { TokenStorage, Tokens } from './tokens';
import { sendWithXhr, type UploadProgress } from './xhr';

/** Why the client logged the user out (spec section 8). */
export type LogoutReason = Exclude<UnauthorizedErrorName, 'NotTokenError'> | 'MissingRefreshToken';

export interface ApiClientOptions {
  /** Where the API lives, including the /api prefix: '/api' in the app, an absolute URL elsewhere. */
  baseUrl: string;
  /** Where the access and refresh tokens are kept. */
  tokens: TokenStorage;
  /** The id sent in x-session-id. @default one id per browser session */
  sessionId?: () => string;
  /** The user id an admin currently acts as, sent in x-logged-as; null when acting as themself. */
  loggedAs?: () => number | null;
  /** A 401 arrived while no token was stored: the app should start sign-in. */
  onLoginRequired?: (event: { request: Request }) => void;
  /** The session cannot continue (bad or revoked tokens): the tokens are already cleared. */
  onLogout?: (event: { reason: LogoutReason }) => void;
  /** A failed call the server did not mark no_report: hand it to error reporting. */
  onError?: (error: ApiError) => void;
  /** The fetch to send with. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Runs a refresh under a lock shared by every tab of the origin, so two tabs never spend the
   * same refresh token at once. @default the Web Locks API (`navigator.locks`) when present
   */
  lock?: RefreshLock;
}

/** Runs `task` while holding the lock called `name`, shared by every client that uses the lock. */
export type RefreshLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

const REFRESH_LOCK = 'vo.auth.refresh';

/** Web Locks when the platform has them (browsers); otherwise each client refreshes on its own. */
function defaultLock(): RefreshLock | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  if (!locks) return null;
  // request() resolves with what the task resolves with (its typing nests the promise).
  return <T>(name: string, task: () => Promise<T>) => locks.request(name, task) as Promise<T>;
}

/** A successful call, unwrapped: the body, the paging headers when it is a list, the raw response. */
export interface ApiSuccess<T> {
  data: T;
  page: Page | undefined;
  response: Response;
}

type Sender = (request: Request) => Promise<Response>;

/** The body type of the success branch of an openapi-fetch result. */
export type SuccessData<R> = R extends { data: infer D; error?: never } ? D : never;

export interface UploadOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  body: FormData;
  /** Called as the request body goes out. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload; the promise rejects with an AbortError DOMException. */
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly baseUrl: string;
  /**
   * The typed openapi-fetch client: `api.GET('/users/me')`. Errors come back as `{ error }`. An
   * unknown field in a call's params or body fails to compile (ExactClient).
   */
  readonly api: ExactClient<ClientPaths>;
  /** The request pipeline (headers, 401 handling, network errors) as a fetch function. */
  readonly fetch: Sender;
  /** Turns an openapi-fetch result into its data, or throws the ApiError. */
  unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
    result: Promise<R> | R,
  ): Promise<ApiSuccess<SuccessData<R>>>;
  /**
   * A multipart upload with progress events and abort, through the same pipeline (XHR underneath,
   * since fetch reports no upload progress). `path` is relative to baseUrl, already filled in.
   */
  upload(path: string, options: UploadOptions): Promise<ApiSuccess<unknown>>;
  /** Refreshes the access token now (shared with any refresh already under way). */
  refresh(): Promise<void>;
}

const REFRESH_PATH = '/auth/refresh_access_token';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function errorName(response: Response): Promise<string | undefined> {
  const body = await readBody(response.clone());
  if (typeof body === 'object' && body !== null && 'name' in body && typeof body.name === 'string') {
    return body.name;
  }
  return undefined;
}

function isTokens(body: unknown): body is Tokens {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b['accessToken'] === 'string' && typeof b['refreshToken'] === 'string';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const send: Sender = options.fetch ?? ((request) => globalThis.fetch(request));
  const sessionId = options.sessionId ?? (() => browserSessionId());
  let refreshing: Promise<void> | null = null;

  const logout = (reason: LogoutReason) => {
    options.tokens.clear();
    options.onLogout?.({ reason });
  };

  const withHeaders = (request: Request): Request => {
    const headers = new Headers(request.headers);
    const token = options.tokens.getAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    else headers.delete('authorization');
    headers.set('x-session-id', sessionId());
    const loggedAs = options.loggedAs?.() ?? null;
    if (loggedAs !== null) headers.set('x-logged-as', String(loggedAs));
    else headers.delete('x-logged-as');
    return new Request(request, { headers });
  };

  const transmit = async (request: Request, via: Sender): Promise<Response> => {
    try {
      return await via(request);
    } catch (error) {
      if (isAbort(error) || error instanceof ApiError) throw error;
      throw ApiError.network();
    }
  };

  const lock = options.lock ?? defaultLock();

  // One refresh for every caller that needs it; callers that arrive meanwhile wait for it. Across
  // tabs (which share the token storage) the refresh runs under a lock, and a tab that finds the
  // refresh token changed while it waited takes the tokens the other tab stored instead of
  // spending the old one again.
  const refresh = (): Promise<void> => {
    const seen = options.tokens.getRefreshToken();
    const task = async () => {
      const current = options.tokens.getRefreshToken();
      if (current !== null && seen !== null && current !== seen) return;
      await refreshNow();
    };
    refreshing ??= (lock ? lock(REFRESH_LOCK, task) : task()).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const refreshNow = async (): Promise<void> => {
    const refreshToken = options.tokens.getRefreshToken();
    if (!refreshToken) {
      logout('MissingRefreshToken');
      throw new ApiError({
        status: 401,
        code: 'missing_refresh_token',
        message: 'No refresh token is stored.',
        name: 'RefreshTokenFailed',
        noReport: true,
      });
    }
    const headers = new Headers({ 'x-refresh-token': refreshToken, 'x-session-id': sessionId() });
    const access = options.tokens.getAccessToken();
    if (access) headers.set('authorization', `Bearer ${access}`);
    const response = await transmit(new Request(`${baseUrl}${REFRESH_PATH}`, { headers }), send);
    const body = await readBody(response);
    if (response.ok && isTokens(body)) {
      options.tokens.setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
      return;
    }
    logout('RefreshTokenFailed');
    throw response.ok ? ApiError.unexpected(response.status) : apiErrorFromBody(response.status, body);
  };

  const report = async (response: Response) => {
    if (!options.onError || response.ok || response.status === 401) return;
    const error = apiErrorFromBody(response.status, await readBody(response.clone()));
    if (!error.noReport) options.onError(error);
  };

  const pipeline = async (request: Request, via: Sender): Promise<Response> => {
    if (refreshing) await refreshing.catch(() => undefined);
    // Cloned before the first send: a replay needs the body the first send consumed.
    const spare = request.clone();
    const response = await transmit(withHeaders(request), via);
    if (response.status !== 401) {
      await report(response);
      return response;
    }
    if (!options.tokens.getAccessToken()) {
      options.onLoginRequired?.({ request: spare });
      return response;
    }
    const name = await errorName(response);
    if (name === 'NotTokenError') {
      try {
        await refresh();
      } catch {
        return response;
      }
      return transmit(withHeaders(spare), via);
    }
    if (name === 'RefreshTokenFailed' || name === 'InvalidTokenSupplied' || name === 'ExpiredTokenError') {
      logout(name);
    }
    return response;
  };

  const coreFetch: Sender = (request) => pipeline(request, send);

  const unwrap: ApiClient['unwrap'] = async (result) => {
    const settled = await result;
    const { response } = settled;
    if (!response.ok || settled.error !== undefined) throw apiErrorFromBody(response.status, settled.error);
    // openapi-fetch's contract: without an error, data is the success body (undefined for a 204).
    return { data: settled.data as SuccessData<typeof settled>, page: parsePage(response.headers), response };
  };

  const upload: ApiClient['upload'] = async (path, { method = 'POST', body, onProgress, signal }) => {
    // The Request carries method, URL and headers through the pipeline; the form goes straight to XHR.
    const request = new Request(`${baseUrl}${path}`, { method });
    const response = await pipeline(request, (r) => sendWithXhr(r, { body, onProgress, signal }));
    const data = await readBody(response);
    if (!response.ok) throw apiErrorFromBody(response.status, data);
    return { data, page: parsePage(response.headers), response };
  };

  const api = exactClient(createClient<ClientPaths>({ baseUrl, fetch: coreFetch }));

  return { baseUrl, api, fetch: coreFetch, unwrap, upload, refresh };
}
