// Issue 13, finding 7: two tabs of one user refreshing at the same moment must not log the user
// out, while a spent refresh token presented later is still taken as reuse and ends the session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../testing/harness';
import { REFRESH_GRACE_MS } from './sessions';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

const refresh = (user: Pick<TestUser, 'token' | 'refreshToken'>) =>
  server.call('refreshAccessToken', {
    token: user.token,
    headers: { 'x-refresh-token': user.refreshToken },
  });

const pairOf = (res: Awaited<ReturnType<typeof refresh>>) => ({
  token: String(res.json['accessToken']),
  refreshToken: String(res.json['refreshToken']),
});

describe('concurrent refreshes with one refresh token', () => {
  it('answers 20 at once with 200 and the same successor, which then keeps working', async () => {
    const user = await server.user();
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(user)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const successors = new Set(answers.map((a) => pairOf(a).refreshToken));
    expect(successors.size).toBe(1);
    // Every tab's new access token works, and the shared successor refreshes once more.
    for (const answer of answers) {
      const me = await server.call('getMe', { token: pairOf(answer).token });
      expect(me.status).toBe(200);
    }
    const [winner] = answers;
    if (!winner) throw new Error('no answer');
    const next = await refresh(pairOf(winner));
    expect(next.status).toBe(200);
    expect((await server.call('getMe', { token: pairOf(next).token })).status).toBe(200);
  });

  it('answers a second tab a few seconds later with the same successor', async () => {
    const user = await server.user();
    const first = await refresh(user);
    server.clock.advance(REFRESH_GRACE_MS - 2000);
    const second = await refresh(user);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(pairOf(second).refreshToken).toBe(pairOf(first).refreshToken);
  });
});

describe('reuse outside the grace window still ends the session', () => {
  it('revokes the family when the spent token comes back after the window', async () => {
    const user = await server.user();
    const first = await refresh(user);
    expect(first.status).toBe(200);
    server.clock.advance(REFRESH_GRACE_MS + 1000);
    const reuse = await refresh(user);
    expect([reuse.status, reuse.json['name']]).toEqual([401, 'RefreshTokenFailed']);
    const next = await refresh(pairOf(first));
    expect([next.status, next.json['name']]).toEqual([401, 'RefreshTokenFailed']);
  });

  it('revokes the family when the spent token comes back after its successor was used', async () => {
    const user = await server.user();
    const first = await refresh(user);
    const second = await refresh(pairOf(first));
    expect([first.status, second.status]).toEqual([200, 200]);
    // Within the window, but the successor is spent already: this is not a second tab.
    const reuse = await refresh(user);
    expect([reuse.status, reuse.json['name']]).toEqual([401, 'RefreshTokenFailed']);
    const me = await server.call('getMe', { token: pairOf(second).token });
    expect([me.status, me.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });

  it('does not hand the successor to an access token of another session', async () => {
    const user = await server.user();
    const stranger = await server.user();
    expect((await refresh(user)).status).toBe(200);
    const res = await refresh({ token: stranger.token, refreshToken: user.refreshToken });
    expect([res.status, res.json['name']]).toEqual([401, 'InvalidTokenSupplied']);
  });
});
