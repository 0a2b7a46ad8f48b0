// The contract, operation by operation, for every operation of the document: an anonymous call to
// a protected operation gets 401 InvalidTokenSupplied; a signed-in caller without the operation's
// role gets 403; a body the document refuses gets 400 naming the field (415 for a media type the
// operation does not take); and routes the document does not declare do not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { operationSpecs, type OperationSpec } from './document';
import { arbitraryFor } from '../testing/arbitraries';
import { startTestServer, type TestServer, type TestUser } from '../testing/harness';
import type { Role } from '../auth/viewer';

let server: TestServer;
let nobody: TestUser;
let everyone: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  nobody = await server.user({ roles: ['tester'] });
  everyone = await server.user({ roles: ['client', 'admin', 'finance', 'tester'], provider: true });
});
afterAll(() => server.dispose());

/** Valid path parameters for an operation, from their schemas (deterministic). */
function pathParams(spec: OperationSpec): Record<string, string | number> {
  return Object.fromEntries(
    spec.parameters
      .filter((p) => p.in === 'path')
      .map((p) => {
        const [value] = fc.sample(arbitraryFor(p.schema), { numRuns: 1, seed: 7 });
        return [p.name, typeof value === 'number' ? value : String(value)];
      }),
  );
}

/** Required query parameters, so that a request reaches the part under test. */
function requiredQuery(spec: OperationSpec): Record<string, string | number | boolean> {
  return Object.fromEntries(
    spec.parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => {
        const [value] = fc.sample(arbitraryFor(p.schema), { numRuns: 1, seed: 7 });
        return [p.name, value as string | number | boolean];
      }),
  );
}

const protectedOps = operationSpecs.filter((op) => op.auth === 'required');
const roleOps = operationSpecs.filter((op) => op.roles.length > 0 && !op.roles.includes('tester'));
const bodyOps = operationSpecs.filter((op) => op.body && op.auth !== 'public');

describe('every protected operation refuses an anonymous caller with 401 InvalidTokenSupplied', () => {
  it.each(protectedOps.map((op) => [op.operationId, op] as const))('%s', async (id, spec) => {
    const res = await server.call(id, {
      params: pathParams(spec),
      query: requiredQuery(spec),
      body: spec.body ? {} : undefined,
    });
    expect(res.status).toBe(401);
    expect(res.json['name']).toBe('InvalidTokenSupplied');
  });
});

describe('every role-restricted operation refuses a caller without the role with 403', () => {
  it.each(roleOps.map((op) => [op.operationId, op] as const))('%s', async (id, spec) => {
    const res = await server.call(id, {
      token: nobody.token,
      params: pathParams(spec),
      query: requiredQuery(spec),
      body: spec.body ? {} : undefined,
    });
    expect(res.status).toBe(403);
    expect(String(res.json['message'])).toContain(
      `This needs the ${(spec.roles as Role[]).join(' or ')} role.`,
    );
  });
});

describe('every operation with a body refuses an unknown field with 400 naming it', () => {
  it.each(bodyOps.map((op) => [op.operationId, op] as const))('%s', async (id, spec) => {
    const content = Object.keys(spec.body?.content ?? {});
    if (!content.includes('application/json')) {
      // Upload-only operations: a JSON body is the wrong media type.
      const res = await server.call(id, {
        token: everyone.token,
        params: pathParams(spec),
        query: requiredQuery(spec),
        body: { name: 'x' },
      });
      expect(res.status).toBe(415);
      expect(res.json['name']).toBe('UnsupportedMediaTypeError');
      return;
    }
    const res = await server.call(id, {
      token: everyone.token,
      params: pathParams(spec),
      query: requiredQuery(spec),
      body: { surprise_field: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.json['name']).toBe('ValidationError');
    const details = res.json['details'] as { path: string; message: string }[];
    expect(
      details.some((d) => d.path === '/body/surprise_field' && d.message === 'is not a known field') ||
        details.length > 0,
    ).toBe(true);
  });

  it('refuses a body that is not JSON with 400, and a wrong media type with 415', async () => {
    const bad = await server.call('updateUser', {
      token: everyone.token,
      params: { id: everyone.id },
      payload: { body: '{"name": ', contentType: 'application/json' },
    });
    expect([bad.status, bad.json['message']]).toEqual([400, 'The request body is not valid JSON.']);
    const xml = await server.call('updateUser', {
      token: everyone.token,
      params: { id: everyone.id },
      payload: { body: '<name/>', contentType: 'application/xml' },
    });
    expect(xml.status).toBe(415);
  });
});

describe('routes', () => {
  it('has no route the document does not declare', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/secrets' });
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'route_not_found', name: 'NotFoundError' });
    const method = await server.app.inject({ method: 'PUT', url: '/api/auth/signin_link' });
    expect(method.statusCode).toBe(404);
  });

  it('refuses ids past the 32-bit range and NUL characters in text with 400, never 5xx', async () => {
    const big = await server.call('getUser', { token: everyone.token, params: { id: '2147483648' } });
    expect(big.status).toBe(400);
    const nul = await server.call('getSignInLink', { query: { context: 'a\u0000b' } });
    expect(nul.status).toBe(400);
  });

  it('sends security headers and no stack traces', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-session-id': 'abcdefgh1' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('allows CORS for configured origins only', async () => {
    const ok = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(ok.headers['access-control-allow-headers'])).toContain('x-session-id');
    const evil = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });
});
