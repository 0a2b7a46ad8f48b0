import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../../testing/server';
import {
  createMockApi,
  createMockHandlers,
  DEFAULT_MOCK_SEED,
  errorBody,
  exampleRequest,
  getCloseProjectResponseMock,
  mockHandler,
  mockOperation,
  operations,
  seedMocks,
} from './index';
import type { User } from '../generated/types';

const BASE = 'http://api.test/api';
const server = startMockServer(...createMockHandlers());
afterEach(() => {
  seedMocks(DEFAULT_MOCK_SEED);
});

const listOperation = operations.find((o) => o.operationId === 'listOffers');

describe('mock handlers', () => {
  it('has one handler for every operation of the document', () => {
    expect(createMockHandlers()).toHaveLength(operations.length);
    expect(operations.length).toBeGreaterThan(150);
  });

  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s answers with its documented success status',
    async (_, operation) => {
      const response = await fetch(exampleRequest(operation, BASE));
      expect(response.status).toBe(operation.status);
      if (operation.hasBody) expect(await response.json()).not.toBeUndefined();
    },
  );

  it('pages a list with the paging headers, from one stable dataset', async () => {
    expect(listOperation?.paged).toBe(true);
    const first = await fetch(`${BASE}/offers?project_id=4821&size=2&page=1`);
    const second = await fetch(`${BASE}/offers?project_id=4821&size=2&page=2`);
    const totalRows = Number(first.headers.get('total-rows'));
    expect(first.headers.get('current-page')).toBe('1');
    expect(first.headers.get('page-size')).toBe('2');
    expect(second.headers.get('current-page')).toBe('2');
    expect(Number(second.headers.get('total-rows'))).toBe(totalRows);
    expect(Number(first.headers.get('total-pages'))).toBe(Math.max(1, Math.ceil(totalRows / 2)));
    const rows = (await first.json()) as unknown[];
    expect(rows.length).toBe(Math.min(2, totalRows));
  });

  it('answers the same request with the same data, and another seed with other data', async () => {
    const read = async () => {
      const response = await fetch(`${BASE}/offers?project_id=4821&size=100`);
      return { rows: response.headers.get('total-rows'), body: await response.text() };
    };
    const first = await read();
    expect(await read()).toEqual(first);
    const totals = new Set<string | null>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      seedMocks(seed);
      totals.add((await read()).rows);
    }
    expect(totals.size).toBeGreaterThan(1);
  });

  it('gives the rows of a list distinct ids', async () => {
    const rows = (await (await fetch(`${BASE}/offers?project_id=4821&size=100`)).json()) as { id: number }[];
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('keeps the ids of list rows that already differ', async () => {
    const api = createMockApi({
      listOffers: ({ generated }) => {
        const [offer] = generated();
        return offer
          ? [
              { ...offer, id: 1 },
              { ...offer, id: 2 },
            ]
          : [];
      },
    });
    const response = await api.fetch(new Request(`${BASE}/offers?project_id=4821`));
    expect(((await response.json()) as { id: number }[]).map((row) => row.id)).toEqual([1, 2]);
  });

  it('answers /api/blog/tags with the blog tags, not with the /tags handler', async () => {
    const blog = (await (await fetch(`${BASE}/blog/tags`)).json()) as Record<string, unknown>[];
    const tags = (await (await fetch(`${BASE}/tags`)).json()) as Record<string, unknown>[];
    expect(Object.keys(blog[0] ?? {})).toContain('slug');
    expect(Object.keys(tags[0] ?? {})).not.toEqual(Object.keys(blog[0] ?? {}));
  });

  it('tries a literal path segment before a parameter, as a router does', () => {
    const order = createMockHandlers().map((h) => `${String(h.info.method)} ${String(h.info.path)}`);
    const literal = order.indexOf('GET */api/providers/me/subscription');
    const templated = order.indexOf('GET */api/providers/:id/subscription');
    expect(literal).toBeGreaterThanOrEqual(0);
    expect(literal).toBeLessThan(templated);
  });

  it('lets a test override one operation', async () => {
    const getMe = operations.find((o) => o.operationId === 'getMe');
    if (!getMe) throw new Error('getMe is not in the document');
    server.use(mockHandler(getMe, () => ({ id: 1, username: 'tom.baker', name: 'Tom Baker' })));
    const body = (await (await fetch(`${BASE}/users/me`)).json()) as { name: string };
    expect(body.name).toBe('Tom Baker');
  });
});

const tom: User = {
  id: 1,
  username: 'tom.baker',
  name: 'Tom Baker',
  roles: ['client'],
  provider_id: null,
  created_at: '2021-03-01T10:00:00Z',
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${BASE}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('typed mock answers (createMockApi, mockOperation)', () => {
  it('answers an operation with the test’s body and its documented status', async () => {
    const api = createMockApi({ getMe: tom });
    const response = await api.fetch(new Request(`${BASE}/users/me`));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(tom);
  });

  it('answers another documented status with reply(status, body)', async () => {
    const api = createMockApi({
      closeProject: ({ reply }) => reply(403, errorBody('ForbiddenError', 'Not your project.')),
    });
    const response = await api.fetch(post('/projects/p7Xk2LmQ9v/close', { reason: 'client' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 'test',
      message: 'Not your project.',
      name: 'ForbiddenError',
      no_report: true,
    });
  });

  it('hands a resolver the request: path parameters, JSON body, headers, seeded generated body', async () => {
    const seen: unknown[] = [];
    const api = createMockApi({
      closeProject: ({ params, body, request, generated }) => {
        seen.push(params, body, request.headers.get('x-logged-as'));
        return { ...generated(), status: 'closed' };
      },
    });
    const response = await api.fetch(
      post('/projects/p7Xk2LmQ9v/close', { reason: 'client' }, { 'x-logged-as': '5530' }),
    );
    expect(seen).toEqual([{ id: 'p7Xk2LmQ9v' }, { reason: 'client' }, '5530']);
    expect(await response.json()).toEqual({ ...getCloseProjectResponseMock(), status: 'closed' });
  });

  it('records each operation’s calls: path and query, parameters and body', async () => {
    const api = createMockApi({ getMe: tom });
    await api.fetch(new Request(`${BASE}/users/me?refresh=true`));
    await api.fetch(post('/projects/4821/close', { reason: 'client' }));
    expect(api.calls('getMe').map((call) => call.url)).toEqual(['/api/users/me?refresh=true']);
    expect(api.calls('closeProject').map((call) => [call.params, call.body])).toEqual([
      [{ id: '4821' }, { reason: 'client' }],
    ]);
    expect(api.calls('getProject')).toEqual([]);
  });

  it('counts the calls of a resolver that answers differently each time', async () => {
    const api = createMockApi({
      restoreAccount: ({ reply }) =>
        api.calls('restoreAccount').length === 1
          ? reply(404, errorBody('NotFoundError', 'No deleted account uses this e-mail.'))
          : tom,
    });
    const first = await api.fetch(post('/users/restore_account', { email: 'gone@example.com' }));
    const second = await api.fetch(post('/users/restore_account', { email: 'gone@example.com' }));
    expect([first.status, second.status]).toEqual([404, 200]);
  });

  it('pages a list answer with the paging headers', async () => {
    // Three copies of one generated offer (the mock gives them distinct ids).
    const api = createMockApi({
      listOffers: ({ generated }) => {
        const [offer] = generated();
        return offer ? [offer, offer, offer] : [];
      },
    });
    const response = await api.fetch(new Request(`${BASE}/offers?project_id=4821&size=2&page=2`));
    expect(response.headers.get('total-rows')).toBe('3');
    expect(response.headers.get('current-page')).toBe('2');
    expect(((await response.json()) as unknown[]).length).toBe(1);
  });

  it('answers an unanswered operation with generated data, or 404 when the test declares its API', async () => {
    const generated = await createMockApi().fetch(new Request(`${BASE}/users/me`));
    expect(generated.status).toBe(200);
    const strict = createMockApi({}, { unanswered: 'notFound' });
    const missing = await strict.fetch(new Request(`${BASE}/users/me`));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      name: 'NotFoundError',
      message: 'No fake for GET /api/users/me.',
    });
    expect(strict.calls('getMe')).toHaveLength(1);
  });

  it('answers a path outside the document with 404', async () => {
    const response = await createMockApi().fetch(new Request(`${BASE}/no/such/path`));
    expect(response.status).toBe(404);
  });

  it('gives a story the same typed answer as an MSW handler', async () => {
    server.use(mockOperation('getMe', { ...tom, name: 'Jon Pertwee' }));
    const body = (await (await fetch(`${BASE}/users/me`)).json()) as User;
    expect(body.name).toBe('Jon Pertwee');
  });
});
