import { describe, expect, it } from 'vitest';
import { byStateAnd, explore, replayShortestPaths } from '../testing/explore';
import { hasProviderProfile } from './roles';
import { liveUpdatesMachine } from './liveUpdatesMachine';
import { sessionMachine } from './sessionMachine';
import type { SessionContext } from './sessionSetup';
import {
  adminUser,
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
} from './testing/fixtures';

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
      {
        type: 'session.projectUpdated',
        update: { projectId: 1, publicHash: 'p7Xk2LmQ9v', change: 'offers' },
      },
      { type: 'session.channelUpdated', update: { channelHash: 'c9Qe4TzW1k', sequence: 13 } },
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
