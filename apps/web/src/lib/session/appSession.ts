import {
  cleanCallbackUrl,
  readCallbackParams,
  sessionMachine,
  viewerOf,
  type SessionContext,
  type Viewer,
} from '@vo/machines';
import {
  createApiClient,
  createMemoryTokenStorage,
  createWebTokenStorage,
  setDefaultApiClient,
  type ApiClient,
  type TokenStorage,
} from '@vo/sdk';
import { createActor, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { createMemoryStorage } from './memoryStorage';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A session-storage flag that turns live updates off (spec section 4). */
export const LIVE_UPDATES_OFF_FLAG = 'vo.liveUpdates.off';

export interface AppSession {
  readonly actor: SessionActor;
  readonly client: ApiClient;
  readonly tokens: TokenStorage;
  /**
   * The device's storage the session keeps its entries in (localStorage in the browser): screens keep
   * theirs here too (recently visited), so a test or story that gives the session its own storage
   * sees none of another story's entries.
   */
  readonly storage: Storage;
  /** The visit's storage (sessionStorage in the browser): the play gate counts plays in it. */
  readonly sessionStorage: Storage;
}

export interface AppSessionOptions {
  /** Where the API lives. @default '/api' */
  baseUrl?: string;
  storage?: Storage;
  sessionStorage?: Storage;
  /** The page's address; a sign-in callback in it is read once, then removed. @default window.location */
  location?: Pick<Location, 'href'>;
  /** Rewrites the address without a reload. @default history.replaceState */
  replaceUrl?: (url: string) => void;
  /** The fetch the API client sends with. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * The browser session's id the API client sends (x-session-id): the server render's visitor.
   * @default the browser's own (its session cookie, see the SDK's browserSessionId)
   */
  sessionId?: string;
  /** The session machine, e.g. with live updates replaced. @default sessionMachine */
  machine?: typeof sessionMachine;
}

/**
 * The one session of the app: the SDK client the generated hooks use, wired to the session machine
 * (401s become session events; x-logged-as follows the impersonation), and the machine's actor.
 * A sign-in callback in the address (code and state, or al_token) is handed to the machine and the
 * temporary tokens are removed from the address at once (spec section 2).
 */
export function createAppSession(options: AppSessionOptions = {}): AppSession {
  const storage = options.storage ?? window.localStorage;
  const sessionStorage = options.sessionStorage ?? window.sessionStorage;
  const tokens = createWebTokenStorage(storage);
  const { sessionId } = options;
  // The client needs the actor and the actor's actors need the client: the actor is read lazily.
  let actor: SessionActor | null = null;
  const client = createApiClient({
    baseUrl: options.baseUrl ?? '/api',
    tokens,
    fetch: options.fetch,
    ...(sessionId === undefined ? {} : { sessionId: () => sessionId }),
    loggedAs: () => actor?.getSnapshot().context.impersonation?.userId ?? null,
    onLoginRequired: () => actor?.send({ type: 'session.unauthorized', name: 'LoginRequired' }),
    onLogout: ({ reason }) => actor?.send({ type: 'session.unauthorized', name: reason }),
  });
  setDefaultApiClient(client);
  actor = createActor(options.machine ?? sessionMachine, {
    input: {
      tokens,
      storage,
      sessionStorage,
      liveUpdates: sessionStorage.getItem(LIVE_UPDATES_OFF_FLAG) !== '1',
    },
  });
  actor.start();

  const href = (options.location ?? window.location).href;
  const callback = readCallbackParams(href);
  if (callback.code || callback.state || callback.alToken) {
    const replaceUrl =
      options.replaceUrl ??
      ((url: string) => {
        window.history.replaceState(window.history.state, '', url);
      });
    replaceUrl(cleanCallbackUrl(href));
    actor.send({ type: 'session.callback', ...callback });
  }
  return { actor, client, tokens, storage, sessionStorage };
}

/**
 * The session of a visitor the browser knows nothing about: what the server renders public pages
 * with, and so what hydration must render before the browser's own session shows.
 */
export function anonymousSnapshot(machine: typeof sessionMachine = sessionMachine): SessionSnapshot {
  return createActor(machine, {
    input: {
      tokens: createMemoryTokenStorage(),
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
      liveUpdates: true,
    },
  }).getSnapshot();
}

/** The states in which the session is still finding out who the visitor is. */
export function isSettling(snapshot: SessionSnapshot): boolean {
  return (
    snapshot.matches('checking') ||
    snapshot.matches('switchingUser') ||
    snapshot.matches({ signingIn: 'exchanging' }) ||
    snapshot.matches({ signingIn: 'loadingUser' }) ||
    (snapshot.matches('anonymous') && snapshot.context.hasTokens)
  );
}

/** Resolves once the session knows who the visitor is (a stored token checked, a callback exchanged). */
export async function settled(actor: SessionActor): Promise<SessionSnapshot> {
  return waitFor(actor, (snapshot) => !isSettling(snapshot), { timeout: Infinity });
}

/** The visitor as route guards see them: null unless signed in. */
export function sessionViewer(context: SessionContext, signedIn: boolean): Viewer | null {
  return signedIn && context.user !== null ? viewerOf(context.user) : null;
}

export const isSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('signed-in');
