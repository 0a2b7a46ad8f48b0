import { describe, expect, it } from 'vitest';
import { browserSessionId, sessionCookie, sessionIdFromCookies, type CookieJar } from './session';

/** A browser's cookies for one site, as `document.cookie` reads and writes them (name=value only). */
function jar(initial: Record<string, string> = {}): CookieJar & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    read: () => [...values].map(([name, value]) => `${name}=${value}`).join('; '),
    write: (cookie) => {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      values.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

/** A tab's sessionStorage. */
function tab(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

describe('browserSessionId', () => {
  it('takes the id the server set in the session cookie, so its render and the browser are one visitor', () => {
    const cookies = jar({ theme: 'dark', vo_session: 'c0ffee00-1111-4222-8333-444455556666' });
    const storage = tab();
    expect(browserSessionId(storage, cookies)).toBe('c0ffee00-1111-4222-8333-444455556666');
    expect(storage.getItem('vo.sessionId')).toBe('c0ffee00-1111-4222-8333-444455556666');
  });

  it('makes one id when there is none and keeps it in the cookie and the tab, for every later call', () => {
    const cookies = jar();
    const storage = tab();
    const id = browserSessionId(storage, cookies);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.values.get('vo_session')).toBe(id);
    expect(browserSessionId(storage, cookies)).toBe(id);
    // Another tab of the same browser session: the same visitor.
    expect(browserSessionId(tab(), cookies)).toBe(id);
  });

  it('keeps the tab’s id when the browser refuses cookies', () => {
    const refusing: CookieJar = { read: () => '', write: () => undefined };
    const storage = tab();
    const id = browserSessionId(storage, refusing);
    expect(browserSessionId(storage, refusing)).toBe(id);
  });

  it('replaces a cookie that is not a session id (the document: 8 to 64 letters, digits, dashes)', () => {
    const cookies = jar({ vo_session: 'x;<script>' });
    const id = browserSessionId(tab(), cookies);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookies.values.get('vo_session')).toBe(id);
  });
});

describe('the session cookie', () => {
  it('is read from a Cookie header among others, and only when it is a session id', () => {
    expect(sessionIdFromCookies('a=1; vo_session=abcd-1234-ef; b=2')).toBe('abcd-1234-ef');
    expect(sessionIdFromCookies('vo_session=short')).toBeNull();
    expect(sessionIdFromCookies('other_vo_session=abcd-1234-ef')).toBeNull();
    expect(sessionIdFromCookies(undefined)).toBeNull();
  });

  it('lasts the browser session (no expiry) on the whole site, and is Secure over https', () => {
    expect(sessionCookie('abcd-1234-ef')).toBe('vo_session=abcd-1234-ef; Path=/; SameSite=Lax');
    expect(sessionCookie('abcd-1234-ef', true)).toBe('vo_session=abcd-1234-ef; Path=/; SameSite=Lax; Secure');
  });
});
