/** The query parameters the sign-in callback reads, then removes from the address (spec section 2). */
export const TEMPORARY_TOKEN_PARAMS = ['code', 'state', 'al_token'] as const;

const TEMPORARY = new Set<string>(TEMPORARY_TOKEN_PARAMS);

function decodeKey(pair: string): string {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/**
 * The address without the sign-in callback's temporary tokens (code, state, al_token): every other
 * part (origin, path, other query parameters in their order and spelling, hash) is kept as it was.
 */
export function cleanCallbackUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return url;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !TEMPORARY.has(decodeKey(pair)));
  return `${beforeHash.slice(0, queryAt)}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}

/** What the callback address carries: a code and state from the sign-in link, or a magic link's al_token. */
export interface CallbackParams {
  readonly code?: string | null;
  readonly state?: string | null;
  readonly alToken?: string | null;
}

export type CallbackCredentials =
  | { readonly kind: 'magicLink'; readonly alToken: string }
  | { readonly kind: 'code'; readonly code: string; readonly state: string };

/** Reads code, state and al_token from a callback address (absolute, or a path with its query). */
export function readCallbackParams(url: string): CallbackParams {
  const query = new URL(url, 'https://callback.invalid').searchParams;
  return { code: query.get('code'), state: query.get('state'), alToken: query.get('al_token') };
}

/**
 * What to exchange for tokens: the magic link's al_token when there is one (GET /auth/magic_link),
 * else the code with its state (GET /auth/sign_in); null when the address carries neither.
 */
export function callbackCredentials(params: CallbackParams): CallbackCredentials | null {
  if (params.alToken) return { kind: 'magicLink', alToken: params.alToken };
  if (params.code && params.state) return { kind: 'code', code: params.code, state: params.state };
  return null;
}

// The sign-in link's redirect parameter: a path on this app (one leading slash), never another site.
const APP_PATH = /^\/([^/\s][^\s]*)?$/;
const NUL = String.fromCharCode(0);
const MAX_REDIRECT_LENGTH = 2048;

/**
 * The app address to return to after sign-in: the path with its query. Anything that is not a path
 * on this app (another site, `//host`, spaces) returns to the home page.
 */
export function returnPath(path: string, query: Readonly<Record<string, string>> = {}): string {
  if (!APP_PATH.test(path) || path.includes(NUL)) return '/';
  const search = new URLSearchParams(Object.entries(query)).toString();
  const full = search === '' ? path : `${path}?${search}`;
  if (full.length <= MAX_REDIRECT_LENGTH) return full;
  return path.length <= MAX_REDIRECT_LENGTH ? path : '/';
}
