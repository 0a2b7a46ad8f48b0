// Two tabs of one user share the token storage (localStorage) but not the in-tab single flight.
// With the cross-tab refresh lock, only one of them spends the refresh token; the other finds the
// tokens already rotated and replays with them, and nobody is logged out.
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../testing/server';
import { createApiClient, type ApiClientOptions, type RefreshLock } from './core';
import { createMemoryTokenStorage, type TokenStorage } from './tokens';

const BASE = 'http://api.test/api';
const server = startMockServer();

/** An in-memory stand-in for navigator.locks: tasks under one name run one after the other. */
function createSharedLock(): RefreshLock {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(task, task);
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
}

function tab(tokens: TokenStorage, lock: RefreshLock | undefined) {
  const onLogout = vi.fn<NonNullable<ApiClientOptions['onLogout']>>();
  const client = createApiClient({
    baseUrl: BASE,
    tokens,
    sessionId: () => 'session-0001',
    onLogout,
    ...(lock ? { lock } : {}),
  });
  return { client, onLogout };
}

/** A server that rotates refresh tokens and refuses a spent one, as the reference server does past its grace window. */
function rotatingServer() {
  const spent = new Set<string>();
  const refreshes = { n: 0 };
  let current = 1;
  server.use(
    http.get(`${BASE}/auth/refresh_access_token`, async ({ request }) => {
      refreshes.n += 1;
      const presented = request.headers.get('x-refresh-token') ?? '';
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (spent.has(presented) || presented !== `refresh-${current}`) {
        return HttpResponse.json(
          { code: 'refresh_failed', message: 'reuse', name: 'RefreshTokenFailed', no_report: true },
          { status: 401 },
        );
      }
      spent.add(presented);
      current += 1;
      return HttpResponse.json({ accessToken: `access-${current}`, refreshToken: `refresh-${current}` });
    }),
    http.get(`${BASE}/users/:id`, ({ request }) =>
      request.headers.get('authorization') === `Bearer access-${current}`
        ? HttpResponse.json({ id: 7, username: 'maria.lopez.vo', name: 'Maria Lopez' })
        : HttpResponse.json(
            { code: 'expired', message: 'expired', name: 'NotTokenError', no_report: true },
            { status: 401 },
          ),
    ),
  );
  return refreshes;
}

describe('two tabs refreshing at once', () => {
  it('spend the refresh token once under the shared lock, and both stay signed in', async () => {
    const refreshes = rotatingServer();
    const storage = createMemoryTokenStorage({ accessToken: 'expired-0', refreshToken: 'refresh-1' });
    const lock = createSharedLock();
    const [a, b] = [tab(storage, lock), tab(storage, lock)];
    const get = (client: typeof a.client) => client.api.GET('/users/{id}', { params: { path: { id: 7 } } });
    const [ra, rb] = await Promise.all([get(a.client), get(b.client)]);
    expect([ra.response.status, rb.response.status]).toEqual([200, 200]);
    expect(refreshes.n).toBe(1);
    expect(a.onLogout).not.toHaveBeenCalled();
    expect(b.onLogout).not.toHaveBeenCalled();
    expect(storage.getRefreshToken()).toBe('refresh-2');
  });

  it('without the lock, the second tab spends the same token and is logged out (what the lock prevents)', async () => {
    rotatingServer();
    const storage = createMemoryTokenStorage({ accessToken: 'expired-0', refreshToken: 'refresh-1' });
    const [a, b] = [tab(storage, undefined), tab(storage, undefined)];
    const get = (client: typeof a.client) => client.api.GET('/users/{id}', { params: { path: { id: 7 } } });
    const statuses = (await Promise.all([get(a.client), get(b.client)])).map((r) => r.response.status);
    expect(statuses.sort()).toEqual([200, 401]);
    expect(a.onLogout.mock.calls.length + b.onLogout.mock.calls.length).toBe(1);
  });
});
