import { afterEach, describe, expect, it } from 'vitest';
import { startMockServer } from '../../testing/server';
import {
  createMockHandlers,
  DEFAULT_MOCK_SEED,
  exampleRequest,
  mockHandler,
  operations,
  seedMocks,
} from './index';

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
