const SESSION_KEY = 'vo.sessionId';

/**
 * The cookie that carries the session id to the server's page renders: a document request carries
 * no `x-session-id`, and a server render that knows the visitor can show what is theirs (their
 * experiment variant) in the first HTML instead of leaving it to the browser. A session cookie (no
 * expiry): it ends with the browser session, as the id does. Not HttpOnly: the browser's calls send
 * the same id in `x-session-id`.
 */
export const SESSION_COOKIE = 'vo_session';

/** The document's SessionId parameter: 8 to 64 letters, digits and dashes. */
export const isSessionId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(value);

/** The session id a Cookie header (or `document.cookie`) holds, else null. */
export function sessionIdFromCookies(cookies: string | null | undefined): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === SESSION_COOKIE) {
      const value = pair.slice(at + 1).trim();
      return isSessionId(value) ? value : null;
    }
  }
  return null;
}

/** The Set-Cookie value (or `document.cookie` assignment) that keeps `id` for the browser session. */
export const sessionCookie = (id: string, secure = false): string =>
  `${SESSION_COOKIE}=${id}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Where a browser keeps its cookies: `document.cookie`, or a test's own jar. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

const documentCookies = (): CookieJar | undefined =>
  typeof document === 'undefined'
    ? undefined
    : {
        read: () => document.cookie,
        write: (cookie) => {
          document.cookie = cookie;
        },
      };

let processSessionId: string | undefined;

/**
 * One id per browser session. The session cookie holds it (the server sets it with the first page it
 * renders, the browser when it has none), so every tab of the session and the server's renders use
 * the same id; sessionStorage keeps it too, so that a browser that refuses cookies still keeps one
 * id per tab across reloads. Without either (Node, workers) it is one id per process.
 */
export function browserSessionId(
  storage: Storage | undefined = typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  cookies: CookieJar | undefined = documentCookies(),
): string {
  if (storage === undefined && cookies === undefined) {
    processSessionId ??= crypto.randomUUID();
    return processSessionId;
  }
  const stored = storage?.getItem(SESSION_KEY);
  const inCookie = sessionIdFromCookies(cookies?.read());
  const id = inCookie ?? (isSessionId(stored) ? stored : crypto.randomUUID());
  if (stored !== id) storage?.setItem(SESSION_KEY, id);
  if (inCookie !== id) {
    cookies?.write(sessionCookie(id, typeof location !== 'undefined' && location.protocol === 'https:'));
  }
  return id;
}
