// testing: triggerTestError answers the status the error testing page asks for, with the document's
// Error body (the harness checks every answer against the document), and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user({ roles: ['client'] });
});
afterAll(() => server.dispose());

describe('triggerTestError', () => {
  it.each([
    [400, 'ValidationError'],
    [401, 'NotTokenError'],
    [403, 'ForbiddenError'],
    [404, 'NotFoundError'],
    [503, 'ServiceUnavailableError'],
  ] as const)('answers %i with the Error body named %s', async (status, name) => {
    const res = await server.call('triggerTestError', { token: user.token, params: { status } });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({
      code: 'test_error',
      message: `This is a test ${String(status)} error from the error testing page.`,
      name,
      no_report: true,
    });
  });

  it('revokes nothing with its 401: the token still works, and so does the refresh the client makes', async () => {
    const test = await server.call('triggerTestError', { token: user.token, params: { status: 401 } });
    expect(test.status).toBe(401);
    const me = await server.call('getMe', { token: user.token });
    expect([me.status, me.json['id']]).toEqual([200, user.id]);
    const refreshed = await server.call('refreshAccessToken', {
      token: user.token,
      headers: { 'x-refresh-token': user.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    const replay = await server.call('triggerTestError', {
      token: String(refreshed.json['accessToken']),
      params: { status: 401 },
    });
    expect([replay.status, replay.json['name']]).toEqual([401, 'NotTokenError']);
  });

  it('is open to any signed-in role', async () => {
    for (const roles of [['provider'], ['admin'], ['tester']] as const) {
      const someone = await server.user({ roles: [...roles] });
      const res = await server.call('triggerTestError', { token: someone.token, params: { status: 404 } });
      expect([res.status, res.json['code']]).toEqual([404, 'test_error']);
    }
  });

  it('asks an anonymous caller to log in (401 InvalidTokenSupplied), whatever status it asks for', async () => {
    for (const status of [400, 404, 503]) {
      const res = await server.call('triggerTestError', { params: { status } });
      expect([res.status, res.json['name'], res.json['code']]).toEqual([
        401,
        'InvalidTokenSupplied',
        'missing_token',
      ]);
    }
  });

  it('refuses a status the page does not list with 400 validation_failed', async () => {
    for (const status of [200, 418, 500, 'abc']) {
      const res = await server.call('triggerTestError', { token: user.token, params: { status } });
      expect([res.status, res.json['code'], res.json['name']]).toEqual([
        400,
        'validation_failed',
        'ValidationError',
      ]);
      expect(String(res.json['message'])).toMatch(/^status /);
    }
  });
});
