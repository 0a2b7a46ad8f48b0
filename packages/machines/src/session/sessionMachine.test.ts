import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { ExchangeInput } from './sessionActors';
import { LOGGING_OUT } from './sessionSetup';
import { createMemoryStore, STORAGE_KEYS } from './storage';
import {
  apiError,
  clientUser,
  expiredToken,
  invalidToken,
  signInLink,
  signInResult,
  unavailable,
  userGone,
  voiceActorUser,
} from './testing/fixtures';
import { signedInTokens, signIn, start } from './testing/startSession';

// Signing in and out: the sign-in link and its callback, the auth check of stored tokens, the error
// catalogue's failures, and the 401s a session cannot survive. The signed-in session's own work is in
// sessionMachine.identified.test.ts, the graph in sessionMachine.graph.test.ts.

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
