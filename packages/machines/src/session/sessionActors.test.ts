import { createApiClient, createMemoryTokenStorage, setDefaultApiClient, type TokenStorage } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { loggedAsId } from './impersonation';
import { statsFromUserStats } from './liveStats';
import { liveUpdatesActors } from './liveUpdatesMachine';
import { sessionMachine } from './sessionMachine';
import { createMemoryStore, STORAGE_KEYS } from './storage';
import {
  adminUser,
  clientUser,
  favorite,
  savedFavorite,
  signInLink,
  signInResult,
  voiceActorUser,
} from './testing/fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (request: Request) => Response | Promise<Response>;

/**
 * The real SDK client on a fake network: it answers by `METHOD /path` and records every request, so
 * that the tests see what the default actors send (paths, query, body, headers).
 */
function connect(routes: Record<string, Route>, tokens: TokenStorage) {
  const requests: Request[] = [];
  let session: ActorRefFrom<typeof sessionMachine> | undefined;
  const client = createApiClient({
    baseUrl: 'https://app.example.com/api',
    tokens,
    sessionId: () => 'session-1',
    loggedAs: () => (session ? loggedAsId(session.getSnapshot().context) : null),
    onLogout: ({ reason }) => session?.send({ type: 'session.unauthorized', name: reason }),
    onLoginRequired: () => session?.send({ type: 'session.unauthorized', name: 'LoginRequired' }),
    fetch: async (request) => {
      requests.push(request.clone());
      const url = new URL(request.url);
      const route = routes[`${request.method} ${url.pathname}`];
      return route
        ? route(request)
        : json({ code: 'not_found', message: 'Not found.', name: 'NotFoundError' }, 404);
    },
  });
  setDefaultApiClient(client);
  const start = (storage = createMemoryStore()) => {
    session = createActor(sessionMachine, { input: { tokens, storage, liveUpdates: false } }).start();
    return session;
  };
  const find = (method: string, path: string) =>
    requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${path}`);
  return { start, requests, find };
}

describe('session actors call the SDK', () => {
  it('sign-in: GET /auth/signin_link with the return path, GET /auth/sign_in with code and state, GET /users/me with the new token', async () => {
    const tokens = createMemoryTokenStorage();
    const api = connect(
      {
        'GET /api/auth/signin_link': () => json(signInLink),
        'GET /api/auth/sign_in': () => json(signInResult),
        'GET /api/users/me': () => json(clientUser),
      },
      tokens,
    );
    const session = api.start();
    session.send({ type: 'session.signIn', path: '/plans', query: { cro: 'b' }, action: 'signup' });
    await waitFor(session, (s) => s.hasTag('redirecting'));
    session.send({
      type: 'session.callback',
      code: 'Qm9uZ2F0ZS1jb2RlLTQ4MjE',
      state: 's7Hq2Lx9Vb',
      signUp: { active_role: 'client' },
    });
    await waitFor(session, (s) => s.matches('identified'));

    const [link] = api.find('GET', '/auth/signin_link');
    expect(new URL(link?.url ?? '').searchParams.get('redirect')).toBe('/plans?cro=b');
    expect(new URL(link?.url ?? '').searchParams.get('action')).toBe('signup');
    const [exchange] = api.find('GET', '/auth/sign_in');
    const query = new URL(exchange?.url ?? '').searchParams;
    expect([query.get('code'), query.get('state'), query.get('active_role')]).toEqual([
      'Qm9uZ2F0ZS1jb2RlLTQ4MjE',
      's7Hq2Lx9Vb',
      'client',
    ]);
    const [me] = api.find('GET', '/users/me');
    expect(me?.headers.get('authorization')).toBe(`Bearer ${signInResult.access_token}`);
  });

  it('a magic link signs in with GET /auth/magic_link and its al_token', async () => {
    const tokens = createMemoryTokenStorage();
    const api = connect(
      { 'GET /api/auth/magic_link': () => json(signInResult), 'GET /api/users/me': () => json(clientUser) },
      tokens,
    );
    const session = api.start();
    session.send({ type: 'session.callback', alToken: 'al_Vb1Zc8Ne4Wd6Ya0Hs5Tu9f3KxQ2mLp7' });
    await waitFor(session, (s) => s.matches('identified'));
    const [magic] = api.find('GET', '/auth/magic_link');
    expect(new URL(magic?.url ?? '').searchParams.get('al_token')).toBe('al_Vb1Zc8Ne4Wd6Ya0Hs5Tu9f3KxQ2mLp7');
    expect(tokens.getAccessToken()).toBe(signInResult.access_token);
  });

  it('the SDK sends the logged-as header the machine holds while an admin acts as someone, and stops after RETURN AS ADMIN', async () => {
    const tokens = createMemoryTokenStorage({ accessToken: 'admin-token', refreshToken: 'rt' });
    const api = connect(
      {
        'GET /api/users/me': (request) =>
          json(request.headers.get('x-logged-as') === '9310' ? voiceActorUser : adminUser),
      },
      tokens,
    );
    const session = api.start();
    await waitFor(session, (s) => s.matches('identified'));
    session.send({ type: 'session.impersonate', userId: 9310 });
    await waitFor(session, (s) => s.matches('identified'));
    expect(session.getSnapshot().context.user?.id).toBe(9310);
    session.send({ type: 'session.returnAsAdmin' });
    await waitFor(session, (s) => s.matches('identified'));
    expect(session.getSnapshot().context.user?.id).toBe(adminUser.id);
    expect(api.find('GET', '/users/me').map((r) => r.headers.get('x-logged-as'))).toEqual([
      null,
      '9310',
      null,
    ]);
  });

  it('the SDK onLogout ends the session: a 401 InvalidTokenSupplied on a call logs out', async () => {
    const tokens = createMemoryTokenStorage({ accessToken: 'token', refreshToken: 'rt' });
    const api = connect(
      {
        'GET /api/users/me': () => json(clientUser),
        'PATCH /api/users/5530': () =>
          json({ code: 'bad_token', message: 'Invalid token.', name: 'InvalidTokenSupplied' }, 401),
      },
      tokens,
    );
    const session = api.start();
    await waitFor(session, (s) => s.matches('identified'));
    session.send({ type: 'session.savePreferences', uiPreferences: { jump2023_promo: true } });
    await waitFor(session, (s) => s.matches('loggedOut'));
    expect(session.getSnapshot().context.redirect).toBe('loggedOut');
    expect(tokens.getAccessToken()).toBeNull();
  });

  it('choosing a plan calls POST /users/{id}/provider with service voice_over', async () => {
    const tokens = createMemoryTokenStorage({ accessToken: 'token', refreshToken: 'rt' });
    const api = connect(
      {
        'GET /api/users/me': () => json(clientUser),
        'POST /api/users/5530/provider': () => json({ id: 4900 }, 201),
      },
      tokens,
    );
    const session = api.start();
    await waitFor(session, (s) => s.matches('identified'));
    session.send({ type: 'session.choosePlan' });
    await waitFor(session, (s) => s.context.activeRole === 'provider');
    const [create] = api.find('POST', '/users/5530/provider');
    expect(await create?.json()).toEqual({ service_id: 'voice_over' });
  });

  it('the pending favorite goes out with POST /favorites; preferences with PATCH /users/{id}', async () => {
    const tokens = createMemoryTokenStorage({ accessToken: 'token', refreshToken: 'rt' });
    const api = connect(
      {
        'GET /api/users/me': () => json(clientUser),
        'POST /api/favorites': () => json(savedFavorite, 201),
        'PATCH /api/users/5530': () => json({ ...clientUser, completed_actions: { add_language: true } }),
      },
      tokens,
    );
    const session = api.start(
      createMemoryStore({ [STORAGE_KEYS.pendingFavorite]: JSON.stringify(favorite) }),
    );
    await waitFor(session, (s) => s.context.snackbar === 'Favorite added');
    expect(await api.find('POST', '/favorites')[0]?.json()).toEqual(favorite);

    session.send({ type: 'session.savePreferences', completedActions: { add_language: true } });
    await waitFor(
      session,
      (s) =>
        s.matches({ identified: { preferences: 'idle' } }) && api.find('PATCH', '/users/5530').length > 0,
    );
    expect(await api.find('PATCH', '/users/5530')[0]?.json()).toEqual({
      ui_preferences: {},
      completed_actions: { add_language: true },
    });
  });

  it('polling mode refreshes stats with GET /users/{id}/stats', async () => {
    const tokens = createMemoryTokenStorage({ accessToken: 'token', refreshToken: 'rt' });
    const stats = { user_id: 5530, pending_events: 4, active_projects: 2, past_projects: 7 };
    connect({ 'GET /api/users/5530/stats': () => json(stats) }, tokens);
    const poll = createActor(liveUpdatesActors.pollStats, { input: { userId: 5530 } }).start();
    const done = await waitFor(poll, (s) => s.status === 'done');
    expect(done.output).toEqual(statsFromUserStats(stats));
    expect(done.output).toEqual({ pending_events: 4, active_projects: 2 });
  });
});
