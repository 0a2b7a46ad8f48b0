import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeProject, getMe, listOffers } from '../hooks';
import { startMockServer } from '../../testing/server';
import { createApiClient } from './core';
import { setDefaultApiClient } from './defaultClient';
import { ApiError } from './errors';
import { createMemoryTokenStorage } from './tokens';

// The generated hooks call these fetchers; they must go through the default client's pipeline.
const BASE = 'http://api.test/api';
const server = startMockServer();
beforeAll(() => {
  setDefaultApiClient(
    createApiClient({
      baseUrl: BASE,
      tokens: createMemoryTokenStorage({ accessToken: 'access-1', refreshToken: 'refresh-1' }),
      sessionId: () => 'session-0001',
    }),
  );
});

describe('generated fetchers', () => {
  it('send through the default client with its headers and return data, status and headers', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/users/me`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ id: 7, username: 'maria.lopez.vo' });
      }),
    );
    const result = await getMe();
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ id: 7, username: 'maria.lopez.vo' });
    expect(seen?.get('authorization')).toBe('Bearer access-1');
    expect(seen?.get('x-session-id')).toBe('session-0001');
  });

  it('serialise query parameters and expose the paging headers', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/offers`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json([], {
          headers: { 'current-page': '3', 'total-pages': '3', 'total-rows': '21', 'page-size': '10' },
        });
      }),
    );
    const result = await listOffers({ project_id: '4821', page: 3 });
    expect(new URLSearchParams(query).get('project_id')).toBe('4821');
    expect(new URLSearchParams(query).get('page')).toBe('3');
    expect(result.headers.get('total-rows')).toBe('21');
  });

  it('send JSON bodies and reject with ApiError on failure', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/projects/:id/close`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { code: 'invalid_transition', message: 'The project is already closed.', name: 'ConflictError' },
          { status: 409 },
        );
      }),
    );
    const error: unknown = await closeProject('p7Xk2LmQ9v', { reason: 'client' }).catch((e: unknown) => e);
    expect(body).toEqual({ reason: 'client' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'The project is already closed.',
      name: 'ConflictError',
    });
  });
});
