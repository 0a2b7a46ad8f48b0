import { createMemoryTokenStorage, type TokenStorage, type User } from '@vo/sdk';
import { createActor, fromCallback, fromPromise, waitFor, type SimulatedClock } from 'xstate';
import type { SocketStats } from '../liveStats';
import { liveUpdatesMachine, type SocketEvent, type SocketInput } from '../liveUpdatesMachine';
import type { ExchangeInput, SaveUserInput, SignInLinkInput } from '../sessionActors';
import { sessionMachine } from '../sessionMachine';
import { createMemoryStore, type PendingFavorite } from '../storage';
import { clientUser, pending, savedFavorite, signInLink, signInResult } from './fixtures';

// The session machine's tests share one way to start it: every network actor replaced by a double
// that records what the session asked of it.

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

export const signedInTokens = () =>
  createMemoryTokenStorage({ accessToken: 'stored-access', refreshToken: 'stored-refresh' });
const settle = <T>(answer: T | Error): Promise<T> =>
  answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);

/** The session with every network actor replaced by a recording double. */
export function start(options: StartOptions = {}) {
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
export async function signIn(session: ReturnType<typeof start>) {
  session.actor.send({
    type: 'session.signIn',
    path: '/projects/p7Xk2LmQ9v',
    query: { dialog: 'book', cro: 'b' },
  });
  await waitFor(session.actor, (s) => s.hasTag('redirecting'));
  session.actor.send({ type: 'session.callback', code: 'Qm9uZ2F0ZS1jb2RlLTQ4MjE', state: 's7Hq2Lx9Vb' });
  await session.identified();
}
