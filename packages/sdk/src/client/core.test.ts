import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startMockServer } from '../../testing/server';
import { createApiClient, type ApiClientOptions } from './core';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './errors';
import { createMemoryTokenStorage, type TokenStorage } from './tokens';

const BASE = 'http://api.test/api';
const server = startMockServer();

const me = { id: 7, username: 'maria.lopez.vo', name: 'Maria Lopez' };
const unauthorized = (name: string) =>
  HttpResponse.json(
    { code: 'auth', message: `auth failed: ${name}`, name, no_report: true },
    { status: 401 },
  );

function setup(overrides: Partial<ApiClientOptions> & { tokens?: TokenStorage } = {}) {
  const tokens =
    overrides.tokens ?? createMemoryTokenStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const onLogout = vi.fn<NonNullable<ApiClientOptions['onLogout']>>();
  const onLoginRequired = vi.fn<NonNullable<ApiClientOptions['onLoginRequired']>>();
  const onError = vi.fn<NonNullable<ApiClientOptions['onError']>>();
  const client = createApiClient({
    baseUrl: BASE,
    tokens,
    sessionId: () => 'session-0001',
    onLogout,
    onLoginRequired,
    onError,
    ...overrides,
  });
  return { client, tokens, onLogout, onLoginRequired, onError };
}

/** A server whose access tokens are valid only once refreshed to `access-2`. */
function expiringServer(refreshCount: { n: number }) {
  server.use(
    http.get(`${BASE}/auth/refresh_access_token`, ({ request }) => {
      refreshCount.n += 1;
      if (request.headers.get('x-refresh-token') !== 'refresh-1') return unauthorized('RefreshTokenFailed');
      return HttpResponse.json({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    }),
    http.get(`${BASE}/users/me`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer access-2'
        ? HttpResponse.json(me)
        : unauthorized('NotTokenError'),
    ),
  );
}

describe('headers', () => {
  it('sends the stored access token as a bearer and the session id on every call', async () => {
    const seen: Headers[] = [];
    server.use(
      http.get(`${BASE}/users/me`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json(me);
      }),
    );
    const { client } = setup();
    await client.api.GET('/users/me');
    await client.api.GET('/users/me');
    expect(seen.map((h) => h.get('authorization'))).toEqual(['Bearer access-1', 'Bearer access-1']);
    expect(seen.map((h) => h.get('x-session-id'))).toEqual(['session-0001', 'session-0001']);
  });

  it('sends no authorization header when no token is stored', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(`${BASE}/subscription/plans`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    const { client } = setup({ tokens: createMemoryTokenStorage() });
    await client.api.GET('/subscription/plans');
    expect(auth).toBeNull();
  });

  it('sends x-logged-as only while an admin acts as someone else', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/users/me`, ({ request }) => {
        seen.push(request.headers.get('x-logged-as'));
        return HttpResponse.json(me);
      }),
    );
    let actingAs: number | null = 4821;
    const { client } = setup({ loggedAs: () => actingAs });
    await client.api.GET('/users/me');
    actingAs = null;
    await client.api.GET('/users/me');
    expect(seen).toEqual(['4821', null]);
  });

  it('uses one session id per browser session by default', async () => {
    const ids: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/users/me`, ({ request }) => {
        ids.push(request.headers.get('x-session-id'));
        return HttpResponse.json(me);
      }),
    );
    const tokens = createMemoryTokenStorage();
    const a = createApiClient({ baseUrl: BASE, tokens });
    const b = createApiClient({ baseUrl: BASE, tokens });
    await a.api.GET('/users/me');
    await b.api.GET('/users/me');
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
  });
});

describe('401 handling', () => {
  it('emits login-required when a 401 arrives and no token is stored, and does not refresh', async () => {
    const refreshes = { n: 0 };
    expiringServer(refreshes);
    const { client, onLoginRequired, onLogout } = setup({ tokens: createMemoryTokenStorage() });
    const result = await client.api.GET('/users/me');
    expect(result.response.status).toBe(401);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
    expect(refreshes.n).toBe(0);
  });

  it('refreshes once on NotTokenError and replays the call with the new token', async () => {
    const refreshes = { n: 0 };
    expiringServer(refreshes);
    const { client, tokens } = setup();
    const { data } = await client.unwrap(client.api.GET('/users/me'));
    expect(data).toEqual(me);
    expect(refreshes.n).toBe(1);
    expect(tokens.getAccessToken()).toBe('access-2');
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('sends the refresh token and the expired access token to the refresh call', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/auth/refresh_access_token`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      }),
    );
    const { client } = setup();
    await client.refresh();
    expect(seen?.get('x-refresh-token')).toBe('refresh-1');
    expect(seen?.get('authorization')).toBe('Bearer access-1');
    expect(seen?.get('x-session-id')).toBe('session-0001');
  });

  it('replays a POST with its body intact', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(`${BASE}/auth/refresh_access_token`, () =>
        HttpResponse.json({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
      ),
      http.post(`${BASE}/projects/:id/notes`, async ({ request }) => {
        bodies.push(await request.json());
        if (request.headers.get('authorization') !== 'Bearer access-2') return unauthorized('NotTokenError');
        return HttpResponse.json({ id: 1, message: 'Shortlist Maria and Tom' }, { status: 201 });
      }),
    );
    const { client } = setup();
    const result = await client.api.POST('/projects/{id}/notes', {
      params: { path: { id: 'p7Xk2LmQ9v' } },
      body: { message: 'Shortlist Maria and Tom' },
    });
    expect(result.response.status).toBe(201);
    expect(bodies).toEqual([{ message: 'Shortlist Maria and Tom' }, { message: 'Shortlist Maria and Tom' }]);
  });

  it('makes exactly one refresh for 20 concurrent calls that all get NotTokenError, then replays all 20', async () => {
    const refreshes = { n: 0 };
    let firstAttempts = 0;
    server.use(
      http.get(`${BASE}/auth/refresh_access_token`, async () => {
        refreshes.n += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      }),
      http.get(`${BASE}/users/:id`, ({ request, params }) => {
        if (request.headers.get('authorization') !== 'Bearer access-2') {
          firstAttempts += 1;
          return unauthorized('NotTokenError');
        }
        return HttpResponse.json({ ...me, id: Number(params['id']) });
      }),
    );
    const { client } = setup();
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const results = await Promise.all(
      ids.map((id) => client.unwrap(client.api.GET('/users/{id}', { params: { path: { id } } }))),
    );
    expect(firstAttempts).toBe(20);
    expect(refreshes.n).toBe(1);
    expect(results.map((r) => r.data.id)).toEqual(ids);
  });

  it.each(['RefreshTokenFailed', 'InvalidTokenSupplied', 'ExpiredTokenError'] as const)(
    'logs out on %s',
    async (name) => {
      server.use(http.get(`${BASE}/users/me`, () => unauthorized(name)));
      const { client, tokens, onLogout } = setup();
      await expect(client.unwrap(client.api.GET('/users/me'))).rejects.toMatchObject({ status: 401, name });
      expect(onLogout).toHaveBeenCalledWith({ reason: name });
      expect(tokens.getAccessToken()).toBeNull();
      expect(tokens.getRefreshToken()).toBeNull();
    },
  );

  it('logs out when NotTokenError arrives and no refresh token is stored', async () => {
    const refreshes = { n: 0 };
    expiringServer(refreshes);
    const { client, onLogout } = setup({ tokens: createMemoryTokenStorage({ accessToken: 'access-1' }) });
    await expect(client.unwrap(client.api.GET('/users/me'))).rejects.toMatchObject({ status: 401 });
    expect(onLogout).toHaveBeenCalledWith({ reason: 'MissingRefreshToken' });
    expect(refreshes.n).toBe(0);
  });

  it('logs out when the refresh itself is refused', async () => {
    const refreshes = { n: 0 };
    expiringServer(refreshes);
    const { client, onLogout, tokens } = setup({
      tokens: createMemoryTokenStorage({ accessToken: 'access-1', refreshToken: 'spent' }),
    });
    await expect(client.unwrap(client.api.GET('/users/me'))).rejects.toMatchObject({
      status: 401,
      name: 'NotTokenError',
    });
    expect(refreshes.n).toBe(1);
    expect(onLogout).toHaveBeenCalledWith({ reason: 'RefreshTokenFailed' });
    expect(tokens.getAccessToken()).toBeNull();
  });
});

describe('errors', () => {
  it('turns a 4xx error body into an ApiError with status, code, message and name', async () => {
    server.use(
      http.get(`${BASE}/projects/:id`, () =>
        HttpResponse.json(
          { code: 'project_not_found', message: 'Project not found.', name: 'NotFoundError' },
          { status: 404 },
        ),
      ),
    );
    const { client } = setup();
    const error: unknown = await client
      .unwrap(client.api.GET('/projects/{id}', { params: { path: { id: 'p7Xk2LmQ9v' } } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'project_not_found',
      message: 'Project not found.',
      name: 'NotFoundError',
    });
  });

  it('reports 4xx errors unless the body sets no_report', async () => {
    server.use(
      http.get(`${BASE}/projects/:id`, ({ params }) =>
        HttpResponse.json(
          {
            code: 'forbidden',
            message: 'Only the project owner can do this.',
            name: 'ForbiddenError',
            no_report: params['id'] === 'quiet01',
          },
          { status: 403 },
        ),
      ),
    );
    const { client, onError } = setup();
    await client.api.GET('/projects/{id}', { params: { path: { id: 'loud001' } } });
    await client.api.GET('/projects/{id}', { params: { path: { id: 'quiet01' } } });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      status: 403,
      message: 'Only the project owner can do this.',
    });
  });

  it("reports a network failure as status Network with 'Check your Internet connection'", async () => {
    server.use(http.get(`${BASE}/users/me`, () => HttpResponse.error()));
    const { client } = setup();
    const error: unknown = await client.api.GET('/users/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 'Network', message: NETWORK_ERROR_MESSAGE });
    expect(NETWORK_ERROR_MESSAGE).toBe('Check your Internet connection');
  });

  it("answers 'something went wrong' for a response it cannot interpret", async () => {
    server.use(
      http.get(`${BASE}/users/me`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const { client } = setup();
    await expect(client.unwrap(client.api.GET('/users/me'))).rejects.toMatchObject({
      status: 502,
      message: UNEXPECTED_ERROR_MESSAGE,
      name: 'UnexpectedError',
    });
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('something went wrong');
  });

  it('keeps the server message of a 503', async () => {
    server.use(
      http.get(`${BASE}/users/me`, () =>
        HttpResponse.json(
          {
            code: 'maintenance',
            message: "We'll be right back!",
            name: 'ServiceUnavailableError',
            no_report: true,
          },
          { status: 503 },
        ),
      ),
    );
    const { client } = setup();
    await expect(client.unwrap(client.api.GET('/users/me'))).rejects.toMatchObject({
      status: 503,
      message: "We'll be right back!",
      noReport: true,
    });
  });
});

describe('paging', () => {
  it('returns the paging headers of a list as a typed page', async () => {
    server.use(
      http.get(`${BASE}/offers`, () =>
        HttpResponse.json([], {
          headers: { 'current-page': '2', 'total-pages': '5', 'total-rows': '47', 'page-size': '10' },
        }),
      ),
    );
    const { client } = setup();
    const { page } = await client.unwrap(client.api.GET('/offers', { params: { query: { page: 2 } } }));
    expect(page).toEqual({ currentPage: 2, totalPages: 5, totalRows: 47, pageSize: 10 });
  });
});
