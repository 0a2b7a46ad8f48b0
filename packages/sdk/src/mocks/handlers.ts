// The generated-data half of the mocks: one MSW handler per operation of the document, answering
// with orval's faker factories from a seed, so the same seed and request give the same response;
// lists come a page at a time with the paging headers.
import { faker } from '@faker-js/faker';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as generated from '../generated/mocks';
import { operations, type OperationInfo } from '../generated/operations';
import { PAGING_HEADERS } from '../client/paging';

/** The seed every handler starts from; change it with seedMocks() for a different, stable dataset. */
export const DEFAULT_MOCK_SEED = 20261121;
const DEFAULT_PAGE_SIZE = 10;
/** Dates faker makes up are relative to this day, not to today, so the data does not drift. */
export const MOCK_REFERENCE_DATE = new Date('2026-11-21T12:00:00Z');
let baseSeed = DEFAULT_MOCK_SEED;

/** Sets the seed all handlers derive their data from. Same seed, same request: same response. */
export function seedMocks(seed: number): void {
  baseSeed = seed;
}

// FNV-1a: a stable 32-bit hash, so a request's data depends only on the seed and the request.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Where the mocked API lives: on every origin, under the document's server URL /api. */
export const MOCK_BASE = '*/api';

/**
 * `/users/{id}` as an MSW path: `*\/api/users/:id`. The /api anchor matters: a bare `*\/tags` would
 * also answer `/api/blog/tags`.
 */
export function mswPath(path: string, base = MOCK_BASE): string {
  return `${base}${path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/**
 * Orders operations so that a literal segment is tried before a parameter at the same place
 * (`/providers/me/subscription` before `/providers/{id}/subscription`), as a router does.
 */
export function bySpecificity(a: OperationInfo, b: OperationInfo): number {
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  for (let i = 0; i < Math.min(sa.length, sb.length); i += 1) {
    const pa = sa[i]?.startsWith('{') ?? false;
    const pb = sb[i]?.startsWith('{') ?? false;
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
}

const registry: Readonly<Record<string, unknown>> = generated;

export function responseFactory(operationId: string): (() => unknown) | undefined {
  const name = `get${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}ResponseMock`;
  const factory = registry[name];
  return typeof factory === 'function' ? () => (factory as () => unknown)() : undefined;
}

function positive(value: string | null, fallback: number): number {
  const n = value === null ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const idOf = (row: unknown): number | undefined =>
  typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'number' ? row.id : undefined;

/**
 * List rows built from one schema example share its id; give each row its own, so that a list
 * renders with distinct keys and a click on row 3 opens row 3. Rows whose ids already differ (a
 * story's own providers 1 and 2) keep them, as the real server would answer them.
 */
function distinctIds(rows: unknown[]): unknown[] {
  const ids = rows.map(idOf).filter((id) => id !== undefined);
  if (new Set(ids).size === ids.length) return rows;
  return rows.map((row, index) => {
    if (typeof row !== 'object' || row === null || !('id' in row) || typeof row.id !== 'number') return row;
    return { ...row, id: row.id + index };
  });
}

/**
 * Answers a list operation one page at a time from one stable dataset, with the paging headers
 * the real server sends: the data is seeded by the request without its page and size.
 */
function pagedResponse(generated: unknown[], url: URL, status: number): Response {
  const rows = distinctIds(generated);
  const size = positive(url.searchParams.get('size'), DEFAULT_PAGE_SIZE);
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const page = positive(url.searchParams.get('page'), 1);
  const body = rows.slice((page - 1) * size, page * size);
  return HttpResponse.json(body, {
    status,
    headers: {
      [PAGING_HEADERS.currentPage]: String(page),
      [PAGING_HEADERS.totalPages]: String(totalPages),
      [PAGING_HEADERS.totalRows]: String(rows.length),
      [PAGING_HEADERS.pageSize]: String(size),
    },
  });
}

/** Seeds faker for one request: its data depends only on the seed, the operation and the request. */
export function seedFor(operation: OperationInfo, url: URL): void {
  const identity = new URL(url);
  identity.searchParams.delete('page');
  identity.searchParams.delete('size');
  faker.seed(baseSeed ^ hash(`${operation.operationId} ${identity.pathname}${identity.search}`));
  faker.setDefaultRefDate(MOCK_REFERENCE_DATE);
}

/** The operation's success answer: no body for a 204, one page with paging headers for a list. */
export function successResponse(operation: OperationInfo, body: unknown, url: URL): Response {
  if (!operation.hasBody) return new HttpResponse(null, { status: operation.status });
  if (operation.paged && Array.isArray(body)) return pagedResponse(body, url, operation.status);
  return HttpResponse.json(body ?? null, { status: operation.status });
}

/** The MSW handler of one operation, answering with generated data (or `override` when given). */
export function mockHandler(
  operation: OperationInfo,
  override?: (request: Request) => unknown,
  base = MOCK_BASE,
): HttpHandler {
  const factory = responseFactory(operation.operationId);
  return http[operation.method](mswPath(operation.path, base), ({ request }) => {
    const url = new URL(request.url);
    seedFor(operation, url);
    if (!operation.hasBody) return successResponse(operation, null, url);
    return successResponse(operation, override ? override(request) : factory?.(), url);
  });
}

/**
 * A request that reaches `operation`'s handler: path parameters get plausible values (a hash or
 * slug where the name says so, else an id), and methods that carry a body send an empty JSON object.
 */
export function exampleRequest(operation: OperationInfo, apiBase = 'http://api.test/api'): Request {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    /hash|slug|public|target|letter/i.test(name) ? 'p7Xk2LmQ9v' : '4821',
  );
  const bodyless = operation.method === 'get' || operation.method === 'delete';
  return new Request(`${apiBase}${path}`, {
    method: operation.method.toUpperCase(),
    ...(bodyless ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }),
  });
}

/**
 * One handler for every operation of the document, for an API at `base` (MSW syntax; the default
 * matches /api on any origin). Put story- or test-specific overrides first.
 */
export function createMockHandlers(base = MOCK_BASE): HttpHandler[] {
  return [...operations].sort(bySpecificity).map((operation) => mockHandler(operation, undefined, base));
}
