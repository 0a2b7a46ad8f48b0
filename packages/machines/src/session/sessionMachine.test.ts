import { createMemoryTokenStorage, type TokenStorage, type User } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { byStateAnd, explore, replayShortestPaths } from '../testing/explore';
import { loggedAsId } from './impersonation';
import { hasProviderProfile } from './roles';
import type { SocketStats } from './liveStats';
import { liveUpdatesMachine, type SocketEvent, type SocketInput } from './liveUpdatesMachine';
import type { ExchangeInput, SaveUserInput, SignInLinkInput } from './sessionActors';
import {
  FAVORITE_ADDED,
  FAVORITE_NOTICE_MS,
  LOGGING_OUT,
  sessionMachine,
  type SessionContext,
} from './sessionMachine';
import { createMemoryStore, STORAGE_KEYS, type PendingFavorite } from './storage';
import {
  adminUser,
  apiError,
  clientUser,
  expiredToken,
  favorite,
  inertStore,
  inertTokens,
  invalidToken,
  pending,
  savedFavorite,
  signInLink,
  signInResult,
  silentSocket,
  unavailable,
  userGone,
  voiceActorUser,
} from './testing/fixtures';

type SessionActors = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>;

interface StartOptions {
  tokens?: TokenStorage;
  storage?: ReturnType<typeof createMemoryStore>;
  sessionStorage?: ReturnType<typeof createMemoryStore>;
  liveUpdates?: boolean;
  clock?: SimulatedClock;
  /** What GET /users/me answers, in order (the last one repeats). */
  users?: readonly (User | Error)[];
  actors?: Partial<SessionActors>;
}

/** What the session asked of its actors, in order. */
interface Calls {
  signInLink: SignInLinkInput[];
  exchange: ExchangeInput[];
  loadUser: number;
  createProvider: { userId: number }[];
  favorites: (PendingFavorite | null)[];
  saves: SaveUserInput[];
  sockets: SocketInput[];
  socketsClosed: number;
}

const signedInTokens = () =>
  createMemoryTokenStorage({ accessToken: 'stored-access', refreshToken: 'stored-refresh' });
const settle = <T>(answer: T | Error): Promise<T> =>
  answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);

/** The session with every network actor replaced by a recording double. */
function start(options: StartOptions = {}) {
  const tokens = options.tokens ?? createMemoryTokenStorage();
  const storage = options.storage ?? createMemoryStore();
  const sessionStorage = options.sessionStorage ?? createMemoryStore();
  const users = options.users ?? [clientUser];
  const calls: Calls = {
    signInLink: [],
    exchange: [],
    loadUser: 0,
    createProvider: [],
    favorites: [],
    saves: [],
    sockets: [],
    socketsClosed: 0,
  };
  let report: ((event: SocketEvent) => void) | null = null;
  const socket = fromCallback<SocketEvent, SocketInput>(({ input, sendBack }) => {
    calls.sockets.push(input);
    report = sendBack;
    return () => {
      calls.socketsClosed += 1;
    };
  });
  const machine = sessionMachine.provide({
    actors: {
      fetchSignInLink: fromPromise<typeof signInLink, SignInLinkInput>(({ input }) => {
        calls.signInLink.push(input);
        return Promise.resolve(signInLink);
      }),
      exchangeCode: fromPromise<typeof signInResult, ExchangeInput>(({ input }) => {
        calls.exchange.push(input);
        return Promise.resolve(signInResult);
      }),
      loadUser: fromPromise<User>(() => {
        const answer = users[Math.min(calls.loadUser, users.length - 1)] ?? clientUser;
        calls.loadUser += 1;
        return settle(answer);
      }),
      createProvider: fromPromise<{ id: number }, { userId: number }>(({ input }) => {
        calls.createProvider.push(input);
        return Promise.resolve({ id: 4900 });
      }),
      sendFavorite: fromPromise<typeof savedFavorite, { favorite: PendingFavorite | null }>(({ input }) => {
        calls.favorites.push(input.favorite);
        return Promise.resolve(savedFavorite);
      }),
      saveUser: fromPromise<User, SaveUserInput>(({ input }) => {
        calls.saves.push(input);
        return new Promise<User>(() => undefined);
      }),
      liveUpdates: liveUpdatesMachine.provide({
        actors: { socket, pollStats: pending<SocketStats, { userId: number }>() },
      }),
      ...options.actors,
    },
  });
  const input = { tokens, storage, sessionStorage, liveUpdates: options.liveUpdates };
  const actor = createActor(machine, options.clock ? { input, clock: options.clock } : { input }).start();
  const context = () => actor.getSnapshot().context;
  const identified = () => waitFor(actor, (s) => s.matches('identified'));
  return {
    actor,
    tokens,
    storage,
    sessionStorage,
    calls,
    context,
    identified,
    socket: (e: SocketEvent) => report?.(e),
  };
}

/** Signs in through the link and its callback, as the app does. */
async function signIn(session: ReturnType<typeof start>) {
  session.actor.send({
    type: 'session.signIn',
    path: '/projects/p7Xk2LmQ9v',
    query: { dialog: 'book', cro: 'b' },
  });
  await waitFor(session.actor, (s) => s.hasTag('redirecting'));
  session.actor.send({ type: 'session.callback', code: 'Qm9uZ2F0ZS1jb2RlLTQ4MjE', state: 's7Hq2Lx9Vb' });
  await session.identified();
}

describe('session: sign-in', () => {
  it('a visitor without stored tokens is anonymous', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('sign-in redirect keeps path and query, and a cro query value is stored', async () => {
    const { actor, calls, context, storage } = start();
    actor.send({
      type: 'session.signIn',
      path: '/projects/p7Xk2LmQ9v',
      query: { dialog: 'book', cro: 'b' },
      context: 'post-project',
    });
    await waitFor(actor, (s) => s.hasTag('redirecting'));
    expect(calls.signInLink).toEqual([
      { redirect: '/projects/p7Xk2LmQ9v?dialog=book&cro=b', context: 'post-project', action: undefined },
    ]);
    expect(context().signInLink).toBe(signInLink.link);
    expect(context().cro).toBe('b');
    expect(storage.getItem(STORAGE_KEYS.cro)).toBe('b');
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBe('/projects/p7Xk2LmQ9v?dialog=book&cro=b');
  });

  it('the callback exchanges the code and state for tokens, stores them, loads the user and returns to the kept path', async () => {
    const session = start();
    await signIn(session);
    expect(session.calls.exchange).toEqual([
      { code: 'Qm9uZ2F0ZS1jb2RlLTQ4MjE', state: 's7Hq2Lx9Vb', alToken: undefined, signUp: undefined },
    ]);
    expect(session.tokens.getAccessToken()).toBe(signInResult.access_token);
    expect(session.tokens.getRefreshToken()).toBe(signInResult.refresh_token);
    expect(session.context()).toMatchObject({
      user: clientUser,
      redirect: 'return',
      returnTo: '/projects/p7Xk2LmQ9v?dialog=book&cro=b',
    });
    expect(session.context().logoutLink).toBe(signInResult.logout_link);
    expect(session.actor.getSnapshot().hasTag('signed-in')).toBe(true);
    expect(session.storage.getItem(STORAGE_KEYS.returnTo)).toBeNull();
  });

  it('the logout link survives a page load and goes with the session', async () => {
    const session = start();
    await signIn(session);
    expect(session.storage.getItem(STORAGE_KEYS.logoutLink)).toBe(signInResult.logout_link);
    const reloaded = start({ tokens: session.tokens, storage: session.storage });
    await reloaded.identified();
    expect(reloaded.context().logoutLink).toBe(signInResult.logout_link);
    reloaded.actor.send({ type: 'session.logout' });
    expect(reloaded.storage.getItem(STORAGE_KEYS.logoutLink)).toBeNull();
  });

  it('the callback page after the redirect (a fresh page load) signs in with the path kept in storage', async () => {
    const storage = createMemoryStore({ [STORAGE_KEYS.returnTo]: '/plans', [STORAGE_KEYS.cro]: 'c' });
    const session = start({ storage });
    session.actor.send({
      type: 'session.callback',
      alToken: 'al_Vb1Zc8Ne4Wd6Ya0Hs5Tu9f3KxQ2mLp7',
      signUp: { active_role: 'provider' },
    });
    await session.identified();
    expect(session.calls.exchange[0]).toMatchObject({
      alToken: 'al_Vb1Zc8Ne4Wd6Ya0Hs5Tu9f3KxQ2mLp7',
      signUp: { active_role: 'provider' },
    });
    expect(session.context()).toMatchObject({ returnTo: '/plans', cro: 'c', redirect: 'return' });
  });

  it('a callback without code and state, or al_token, starts the login again', async () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'session.callback', code: 'only-a-code' });
    await waitFor(actor, (s) => s.hasTag('redirecting'));
    expect(calls.exchange).toEqual([]);
    expect(context().redirect).toBe('login');
  });

  it('a sign-up is reported so that the app starts onboarding', async () => {
    const signUp = fromPromise<typeof signInResult, ExchangeInput>(() =>
      Promise.resolve({ ...signInResult, sign_up: true }),
    );
    const session = start({ actors: { exchangeCode: signUp } });
    await signIn(session);
    expect(session.context().signUp).toBe(true);
  });
});

describe('session: errors of the error catalogue', () => {
  it('ExpiredTokenError on the sign-in link leads to logout', async () => {
    const session = start({ actors: { exchangeCode: fromPromise(() => Promise.reject(expiredToken)) } });
    session.actor.send({ type: 'session.callback', code: 'Qm9uZ2F0ZS1jb2RlLTQ4MjE', state: 's7Hq2Lx9Vb' });
    await waitFor(session.actor, (s) => s.matches('loggedOut'));
    expect(session.context()).toMatchObject({ redirect: 'loggedOut', user: null, hasTokens: false });
  });

  it('ExpiredTokenError when fetching the sign-in link leads to logout too', async () => {
    const session = start({ actors: { fetchSignInLink: fromPromise(() => Promise.reject(expiredToken)) } });
    session.actor.send({ type: 'session.signIn', path: '/' });
    await waitFor(session.actor, (s) => s.matches('loggedOut'));
    expect(session.context().redirect).toBe('loggedOut');
  });

  it('stored tokens are checked at once with GET /users/me (the auth check)', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    expect(session.actor.getSnapshot().value).toBe('checking');
    expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
    await session.identified();
    expect(session.context()).toMatchObject({ user: voiceActorUser, redirect: null });
  });

  it('ExpiredTokenError on the auth check sends the user to the logged-out page', async () => {
    const session = start({ tokens: signedInTokens(), users: [expiredToken] });
    await waitFor(session.actor, (s) => s.matches('loggedOut'));
    expect(session.context().redirect).toBe('loggedOut');
    expect(session.tokens.getAccessToken()).toBeNull();
  });

  it('a user fetch returning 404 during the auth check leads to logout', async () => {
    const session = start({ tokens: signedInTokens(), users: [userGone] });
    await waitFor(session.actor, (s) => s.matches('loggedOut'));
    expect(session.context().redirect).toBe('loggedOut');
    expect(session.tokens.getRefreshToken()).toBeNull();
  });

  it('other auth failures of the auth check go to login', async () => {
    const session = start({ tokens: signedInTokens(), users: [invalidToken] });
    await waitFor(session.actor, (s) => s.hasTag('redirecting'));
    expect(session.context().redirect).toBe('login');
    expect(session.tokens.getAccessToken()).toBeNull();
  });

  it('other auth failures after the code exchange go to login again', async () => {
    const session = start({ users: [apiError(403, 'ForbiddenError')] });
    session.actor.send({ type: 'session.callback', code: 'Qm9uZ2F0ZS1jb2RlLTQ4MjE', state: 's7Hq2Lx9Vb' });
    await waitFor(session.actor, (s) => s.hasTag('redirecting'));
    expect(session.context().redirect).toBe('login');
    expect(session.calls.signInLink).toHaveLength(1);
  });

  it('a failed route auth check with status and data goes to the error route; retry checks again', async () => {
    const session = start({ tokens: signedInTokens(), users: [unavailable, clientUser] });
    await waitFor(session.actor, (s) => s.matches('failed'));
    expect(session.context()).toMatchObject({
      redirect: 'error',
      error: { status: 503, message: 'Down for maintenance.' },
    });
    expect(session.tokens.getAccessToken()).toBe('stored-access');
    session.actor.send({ type: 'session.retry' });
    await session.identified();
    expect(session.context()).toMatchObject({ redirect: null, error: null });
  });
});

describe('session: 401 and logout', () => {
  for (const name of ['RefreshTokenFailed', 'InvalidTokenSupplied', 'MissingRefreshToken'] as const) {
    it(`401 ${name} triggers logout`, async () => {
      const session = start({ tokens: signedInTokens() });
      await session.identified();
      session.actor.send({ type: 'session.unauthorized', name });
      expect(session.actor.getSnapshot().value).toBe('loggedOut');
      expect(session.context()).toMatchObject({ user: null, redirect: 'loggedOut', snackbar: null });
    });
  }

  it('401 with no stored token: a login-required event starts sign-in', async () => {
    const anonymous = start();
    anonymous.actor.send({ type: 'session.unauthorized', name: 'LoginRequired' });
    await waitFor(anonymous.actor, (s) => s.hasTag('redirecting'));
    expect(anonymous.context().redirect).toBe('login');

    const signedIn = start({ tokens: signedInTokens() });
    await signedIn.identified();
    signedIn.actor.send({ type: 'session.unauthorized', name: 'LoginRequired' });
    expect(signedIn.actor.getSnapshot().matches('signingIn')).toBe(true);
  });

  it('a logout reason arriving during the auth check ends the session', () => {
    const session = start({ tokens: signedInTokens() });
    session.actor.send({ type: 'session.unauthorized', name: 'RefreshTokenFailed' });
    expect(session.actor.getSnapshot().value).toBe('loggedOut');
  });

  it("signing out removes the tokens and shows the snackbar 'Logging out'", async () => {
    const session = start({ tokens: signedInTokens() });
    await session.identified();
    session.actor.send({ type: 'session.logout' });
    expect(session.actor.getSnapshot().value).toBe('loggedOut');
    expect(session.context().snackbar).toBe(LOGGING_OUT);
    expect(LOGGING_OUT).toBe('Logging out');
    expect(session.tokens.getAccessToken()).toBeNull();
  });

  it('logged out, the visitor goes Home as anonymous, or signs in again', async () => {
    const session = start({ tokens: signedInTokens() });
    await session.identified();
    session.actor.send({ type: 'session.logout' });
    session.actor.send({ type: 'session.reset' });
    expect(session.actor.getSnapshot().value).toBe('anonymous');
    expect(session.context()).toMatchObject({ snackbar: null, redirect: null });

    const again = start({ tokens: signedInTokens() });
    await again.identified();
    again.actor.send({ type: 'session.logout' });
    again.actor.send({ type: 'session.signIn', path: '/' });
    expect(again.actor.getSnapshot().matches('signingIn')).toBe(true);
  });
});

describe('session: active role', () => {
  it('the active role defaults to provider when the user has a provider profile, else client', async () => {
    const provider = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await provider.identified();
    expect(provider.context().activeRole).toBe('provider');
    const client = start({ tokens: signedInTokens(), users: [clientUser] });
    await client.identified();
    expect(client.context().activeRole).toBe('client');
  });

  it('the active role is stored locally: a stored choice is used again', async () => {
    const storage = createMemoryStore({ [STORAGE_KEYS.activeRole]: 'client' });
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser], storage });
    await session.identified();
    expect(session.context().activeRole).toBe('client');
  });

  it('choosing from the selector sets the active role and stores it', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await session.identified();
    session.actor.send({ type: 'session.chooseRole', role: 'client' });
    expect(session.context().activeRole).toBe('client');
    expect(session.storage.getItem(STORAGE_KEYS.activeRole)).toBe('client');
  });

  it('a user without the provider role who hits the voice-actor item is forced to client', async () => {
    const session = start({ tokens: signedInTokens(), users: [clientUser] });
    await session.identified();
    session.actor.send({ type: 'session.chooseRole', role: 'provider' });
    expect(session.context().activeRole).toBe('client');
    expect(session.storage.getItem(STORAGE_KEYS.activeRole)).toBe('client');
  });

  it('a user without a provider role who chooses a plan or promo gets a provider created with service voice_over, then switches to provider', async () => {
    const session = start({ tokens: signedInTokens(), users: [clientUser] });
    await session.identified();
    session.actor.send({ type: 'session.choosePlan', promoCode: 'REFERRALS' });
    expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(session.actor, (s) => s.context.activeRole === 'provider');
    expect(session.calls.createProvider).toEqual([{ userId: clientUser.id }]);
    expect(session.context().user).toMatchObject({ roles: ['client', 'provider'], provider_id: 4900 });
    expect(session.storage.getItem(STORAGE_KEYS.activeRole)).toBe('provider');
  });

  it('a voice actor choosing a plan gets no second provider', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await session.identified();
    session.actor.send({ type: 'session.choosePlan' });
    expect(session.calls.createProvider).toEqual([]);
  });

  it('failed provider creation sends to the dashboard with the error and data', async () => {
    const conflict = apiError(409, 'ConflictError', 'The user already has a provider profile.');
    const session = start({
      tokens: signedInTokens(),
      actors: { createProvider: fromPromise(() => Promise.reject(conflict)) },
    });
    await session.identified();
    session.actor.send({ type: 'session.choosePlan' });
    await waitFor(session.actor, (s) => s.context.redirect === 'dashboard');
    expect(session.context()).toMatchObject({
      activeRole: 'client',
      error: { status: 409, message: 'The user already has a provider profile.' },
    });
  });
});

describe('session: login as another user (admin only)', () => {
  const impersonated = { ...voiceActorUser };

  it('an admin acts as another user: the session holds the admin id and the logged-as id', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, impersonated] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: impersonated.id });
    expect(session.actor.getSnapshot().value).toBe('switchingUser');
    expect(loggedAsId(session.context())).toBe(impersonated.id);
    await session.identified();
    expect(session.context()).toMatchObject({
      user: impersonated,
      impersonation: { adminId: adminUser.id, userId: impersonated.id },
      activeRole: 'provider',
    });
    expect(JSON.parse(session.sessionStorage.getItem(STORAGE_KEYS.impersonation) ?? 'null')).toEqual({
      adminId: adminUser.id,
      userId: impersonated.id,
    });
  });

  it('nobody but an admin acts as another user', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: adminUser.id });
    expect(session.context().impersonation).toBeNull();
    expect(session.actor.getSnapshot().matches('identified')).toBe(true);
  });

  it('RETURN AS ADMIN logs back in as the admin and clears the markers', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, impersonated, adminUser] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: impersonated.id });
    await waitFor(session.actor, (s) => s.context.user?.id === impersonated.id);
    session.actor.send({ type: 'session.returnAsAdmin' });
    expect(loggedAsId(session.context())).toBeNull();
    await waitFor(session.actor, (s) => s.matches('identified') && s.context.user?.id === adminUser.id);
    expect(session.context().impersonation).toBeNull();
    expect(session.sessionStorage.getItem(STORAGE_KEYS.impersonation)).toBeNull();
  });

  it("live updates follow the user shown: the admin's token names the impersonated user, then the admin again", async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, impersonated, adminUser] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: impersonated.id });
    await waitFor(session.actor, (s) => s.matches('identified') && s.context.user?.id === impersonated.id);
    session.actor.send({ type: 'session.returnAsAdmin' });
    await waitFor(session.actor, (s) => s.matches('identified') && s.context.user?.id === adminUser.id);
    expect(session.calls.sockets).toEqual([
      { token: 'stored-access', loggedAs: null },
      { token: 'stored-access', loggedAs: impersonated.id },
      { token: 'stored-access', loggedAs: null },
    ]);
    expect(session.calls.socketsClosed).toBe(2);
  });

  it('the markers survive a page load of the same browser session', async () => {
    const sessionStorage = createMemoryStore({
      [STORAGE_KEYS.impersonation]: JSON.stringify({ adminId: 1, userId: 9310 }),
    });
    const session = start({ tokens: signedInTokens(), users: [impersonated], sessionStorage });
    await session.identified();
    expect(loggedAsId(session.context())).toBe(9310);
  });

  it('acting as a user who cannot be loaded goes back to the admin', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, userGone, adminUser] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: 424242 });
    await waitFor(session.actor, (s) => s.matches('identified') && s.context.user?.id === adminUser.id);
    expect(session.context().impersonation).toBeNull();
  });

  it('while acting as someone else, UI preferences and completed actions are not saved', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, impersonated] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: impersonated.id });
    await waitFor(session.actor, (s) => s.context.user?.id === impersonated.id);
    session.actor.send({
      type: 'session.savePreferences',
      uiPreferences: { jump2023_promo: true },
      completedActions: { add_sample: true },
    });
    expect(session.calls.saves).toEqual([]);
    expect(session.context().user?.ui_preferences).toEqual({ jump2023_promo: true });
  });

  it('the user acting as themself saves UI preferences and completed actions with PATCH /users/{id}', async () => {
    const session = start({
      tokens: signedInTokens(),
      users: [{ ...clientUser, ui_preferences: { ranking_score_banner_dismissed: true } }],
    });
    await session.identified();
    session.actor.send({ type: 'session.savePreferences', uiPreferences: { jump2023_promo: true } });
    session.actor.send({ type: 'session.savePreferences', completedActions: { add_language: true } });
    expect(session.calls.saves.at(-1)).toEqual({
      userId: clientUser.id,
      body: {
        ui_preferences: { ranking_score_banner_dismissed: true, jump2023_promo: true },
        completed_actions: { add_language: true },
      },
    });
  });
});

describe('session: the user saved by the app', () => {
  it('takes the user the server answered (e.g. after accepting the terms)', async () => {
    const session = start({ tokens: signedInTokens() });
    await session.identified();
    const accepted = {
      ...clientUser,
      terms_and_privacy: { accepted: true, accepted_at: null, version: '2026-11' },
    };
    session.actor.send({ type: 'session.userChanged', user: accepted });
    expect(session.context().user?.terms_and_privacy).toEqual(accepted.terms_and_privacy);
  });
});

describe('session: guided hints', () => {
  it('closing a hint sets its flag and saves it', async () => {
    const session = start({ tokens: signedInTokens() });
    await session.identified();
    session.actor.send({ type: 'session.closeHint', flag: 'reviews', at: '2026-11-21T10:00:00Z' });
    expect(session.context().user?.discovery_flags).toEqual({ reviews: '2026-11-21T10:00:00Z' });
    expect(session.calls.saves).toEqual([
      { userId: clientUser.id, body: { discovery_flags: { reviews: '2026-11-21T10:00:00Z' } } },
    ]);
  });

  it('while acting as someone else, a closed hint hides for now but its flag is not saved', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, { ...voiceActorUser }] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: voiceActorUser.id });
    await waitFor(session.actor, (s) => s.context.user?.id === voiceActorUser.id);
    session.actor.send({ type: 'session.closeHint', flag: 'reviews', at: '2026-11-21T10:00:00Z' });
    expect(session.context().user?.discovery_flags?.reviews).toBe('2026-11-21T10:00:00Z');
    expect(session.calls.saves).toEqual([]);
  });

  it('navbar tour: the finished flag is set at the end', async () => {
    const at = '2026-11-21T10:00:00Z';
    const seen = {
      navbar_tour_home: at,
      navbar_tour_search: at,
      navbar_tour_messages: at,
      navbar_tour_projects: at,
      navbar_tour_profile: at,
      navbar_tour_favorites: at,
    };
    const session = start({ tokens: signedInTokens(), users: [{ ...clientUser, discovery_flags: seen }] });
    await session.identified();
    session.actor.send({ type: 'session.closeHint', flag: 'navbar_tour_more', at });
    expect(session.context().user?.discovery_flags?.navbar_tour_finished).toBe(at);
  });
});

describe('session: pending favorite', () => {
  it("a favorite saved before login is sent after login, and a 'Favorite added' snackbar shows for 4 s", async () => {
    const clock = new SimulatedClock();
    const session = start({ clock });
    session.actor.send({ type: 'session.saveFavorite', favorite });
    expect(session.storage.getItem(STORAGE_KEYS.pendingFavorite)).not.toBeNull();
    await signIn(session);
    await waitFor(session.actor, (s) => s.matches({ identified: { favorite: 'added' } }));
    expect(session.calls.favorites).toEqual([favorite]);
    expect(session.context().snackbar).toBe(FAVORITE_ADDED);
    expect(FAVORITE_ADDED).toBe('Favorite added');
    expect(session.storage.getItem(STORAGE_KEYS.pendingFavorite)).toBeNull();

    clock.increment(FAVORITE_NOTICE_MS - 1);
    expect(session.context().snackbar).toBe('Favorite added');
    clock.increment(1);
    expect(session.context().snackbar).toBeNull();
    expect(FAVORITE_NOTICE_MS).toBe(4000);
  });

  it('a favorite kept across the sign-in redirect (a page load) is sent once the stored session is checked', async () => {
    const storage = createMemoryStore({ [STORAGE_KEYS.pendingFavorite]: JSON.stringify(favorite) });
    const session = start({ tokens: signedInTokens(), storage });
    await waitFor(session.actor, (s) => s.context.snackbar === FAVORITE_ADDED);
    expect(session.calls.favorites).toEqual([favorite]);
  });

  it('a favorite the server refuses is dropped without a snackbar', async () => {
    const session = start({
      tokens: signedInTokens(),
      storage: createMemoryStore({ [STORAGE_KEYS.pendingFavorite]: JSON.stringify(favorite) }),
      actors: { sendFavorite: fromPromise(() => Promise.reject(userGone)) },
    });
    await waitFor(session.actor, (s) => s.context.pendingFavorite === null);
    expect(session.context().snackbar).toBeNull();
    expect(session.storage.getItem(STORAGE_KEYS.pendingFavorite)).toBeNull();
  });
});

describe('session: live updates', () => {
  it('after identification a websocket opens with the bearer token', async () => {
    const session = start({ tokens: signedInTokens() });
    expect(session.calls.sockets).toEqual([]);
    await session.identified();
    expect(session.calls.sockets).toEqual([{ token: 'stored-access', loggedAs: null }]);
  });

  it('stats-updated events for Provider or User update the session stats', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await session.identified();
    expect(session.context().stats).toMatchObject({ unread_projects_invitations: 4 });
    session.socket({
      type: 'socket.message',
      message: {
        event: 'stats-updated',
        entity: 'Provider',
        entity_id: 4821,
        dummy: false,
        payload: { stats: { unread_projects_invitations: 5 } },
      },
    });
    session.socket({
      type: 'socket.message',
      message: {
        event: 'stats-updated',
        entity: 'User',
        dummy: false,
        payload: { stats: { pending_events: 9 } },
      },
    });
    expect(session.context().stats).toEqual({
      unread_bookings_invitations: 1,
      unread_projects_invitations: 5,
      bookings_accepted: 23,
      pending_events: 9,
    });
  });

  it('session-storage flags can disable live updates', async () => {
    const session = start({ tokens: signedInTokens(), liveUpdates: false });
    await session.identified();
    expect(session.calls.sockets).toEqual([]);
    expect(session.actor.getSnapshot().children.liveUpdates).toBeUndefined();
  });

  it('live updates end with the session', async () => {
    const session = start({ tokens: signedInTokens() });
    await session.identified();
    session.actor.send({ type: 'session.logout' });
    expect(session.calls.socketsClosed).toBe(1);
    expect(session.actor.getSnapshot().children.liveUpdates).toBeUndefined();
  });
});

describe('session: graph', () => {
  it('reaches every state and exercises every transition (xstate/graph)', () => {
    const never = <T, I>() => pending<T, I>();
    const machine = sessionMachine.provide({
      actors: {
        fetchSignInLink: never(),
        exchangeCode: never(),
        loadUser: never(),
        createProvider: never(),
        sendFavorite: never(),
        saveUser: never(),
        liveUpdates: liveUpdatesMachine.provide({ actors: { socket: silentSocket, pollStats: never() } }),
      },
    });
    // Stores that ignore writes: every replay starts from the same stored session.
    const input = { tokens: inertTokens, storage: inertStore };
    // Payloads that take their transitions without changing what they carry (the preferences, flag and
    // stats are already the user's): the graph's nodes are states with their context, and content that
    // steers nothing would only multiply them. The behaviour tests above check the content.
    const at = '2026-11-21T10:00:00Z';
    const user = {
      ...adminUser,
      ui_preferences: {},
      completed_actions: {},
      discovery_flags: { reviews: at },
    };
    const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
    const error = (id: string, failure: unknown) => ({ type: `xstate.error.actor.${id}`, error: failure });
    const events = [
      { type: 'session.signIn', path: '/projects', query: { cro: 'b' } },
      { type: 'session.callback', code: 'Qm9uZ2F0ZS1jb2RlLTQ4MjE', state: 's7Hq2Lx9Vb' },
      { type: 'session.callback' },
      { type: 'session.saveFavorite', favorite },
      { type: 'session.unauthorized', name: 'LoginRequired' },
      { type: 'session.unauthorized', name: 'InvalidTokenSupplied' },
      { type: 'session.logout' },
      { type: 'session.reset' },
      { type: 'session.retry' },
      { type: 'session.chooseRole', role: 'provider' },
      { type: 'session.choosePlan' },
      { type: 'session.impersonate', userId: clientUser.id },
      { type: 'session.returnAsAdmin' },
      { type: 'session.savePreferences', uiPreferences: {} },
      { type: 'session.closeHint', flag: 'reviews', at },
      { type: 'session.stats', stats: {} },
      { type: 'session.userChanged', user: clientUser },
      done('fetchSignInLink', signInLink),
      error('fetchSignInLink', expiredToken),
      error('fetchSignInLink', unavailable),
      done('exchangeCode', signInResult),
      error('exchangeCode', expiredToken),
      error('exchangeCode', invalidToken),
      error('exchangeCode', unavailable),
      done('loadUser', user),
      error('loadUser', userGone),
      error('loadUser', invalidToken),
      error('loadUser', unavailable),
      done('createProvider', { id: 4900 }),
      error('createProvider', unavailable),
      done('sendFavorite', savedFavorite),
      error('sendFavorite', userGone),
      done('saveUser', user),
      error('saveUser', unavailable),
      { type: 'xstate.after.favoriteNotice.session.identified.favorite.added' },
    ];
    // A node of the graph is a state with what its guards read of the context (the stored tokens, the
    // user and their provider profile, the impersonation, a pending favorite); the rest of the
    // context steers no transition and would multiply the nodes (~2,400 with the whole of it).
    const serialize = byStateAnd((context: SessionContext) => [
      context.hasTokens,
      context.user?.id ?? null,
      context.user === null ? null : hasProviderProfile(context.user),
      context.impersonation,
      context.pendingFavorite !== null,
    ]);
    const report = explore(machine, events, input, { serialize });
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
    const { expected, actual } = replayShortestPaths(machine, events, input, { serialize });
    expect(actual).toEqual(expected);
    // About a second of CPU; the room is for a machine busy with other work.
  }, 30_000);
});
