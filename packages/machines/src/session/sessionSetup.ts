import type {
  CompletedActions,
  Provider,
  SignInAction,
  SignInLink,
  SignInResult,
  TokenStorage,
  UiPreferences,
  User,
} from '@vo/sdk';
import { assertEvent, assign, enqueueActions, setup, stopChild } from 'xstate';
import {
  authFailureRedirect,
  sessionError,
  unauthorizedRedirect,
  type SessionError,
  type SessionRedirect,
  type UnauthorizedName,
} from './authFailures';
import { callbackCredentials, returnPath } from './callbackUrl';
import { closeHint, type DiscoveryFlag } from './hints';
import { mayImpersonate, mayPersistPreferences } from './impersonation';
import {
  mergeStats,
  statsOfUser,
  type ChannelUpdate,
  type ProjectUpdate,
  type SocketStats,
} from './liveStats';
import {
  chooseRole,
  hasProviderProfile,
  resolveActiveRole,
  withProviderProfile,
  type ActiveRole,
} from './roles';
import { sessionActors, type SaveUserInput, type SignUpOptions } from './sessionActors';
import {
  readImpersonation,
  readPendingFavorite,
  readStoredRole,
  STORAGE_KEYS,
  writeStored,
  type Impersonation,
  type KeyValueStore,
  type PendingFavorite,
} from './storage';

/** Snackbar on sign-out (spec section 8). */
export const LOGGING_OUT = 'Logging out';
/** Snackbar once a favorite kept before sign-in was sent (spec section 4). */
export const FAVORITE_ADDED = 'Favorite added';
export type SessionSnackbar = typeof LOGGING_OUT | typeof FAVORITE_ADDED;
/** Favorite snackbar (spec section 9): 4 s. */
export const FAVORITE_NOTICE_MS = 4000;

export interface SessionInput {
  /** Where the access and refresh tokens are kept (the same store the SDK client reads). */
  tokens: TokenStorage;
  /** Kept across page loads (localStorage): active role, return path, cro, pending favorite. */
  storage: KeyValueStore;
  /** Kept for the browser session (sessionStorage): the impersonation markers. @default storage */
  sessionStorage?: KeyValueStore;
  /** False when a session-storage flag disables live updates. @default true */
  liveUpdates?: boolean;
}

export interface SessionContext {
  readonly tokens: TokenStorage;
  readonly storage: KeyValueStore;
  readonly sessionStorage: KeyValueStore;
  readonly liveUpdates: boolean;
  /** Tokens are stored: a page load checks them (GET /users/me) instead of staying anonymous. */
  readonly hasTokens: boolean;
  readonly user: User | null;
  readonly activeRole: ActiveRole | null;
  /** The app path and query to go back to after sign-in. */
  readonly returnTo: string | null;
  /** The cro query value seen when sign-in started. */
  readonly cro: string | null;
  /** The identity provider's page: the app sends the browser there while the state has tag 'redirecting'. */
  readonly signInLink: string | null;
  /** The identity provider's logout page, from the sign-in answer: the app goes there on sign-out. */
  readonly logoutLink: string | null;
  /** The last sign-in created the account: the app starts onboarding. */
  readonly signUp: boolean;
  /** Where the app must go now, or null to stay. 'return' goes back to returnTo after sign-in. */
  readonly redirect: SessionRedirect | null;
  readonly error: SessionError | null;
  /** Set while an admin acts as another user; the SDK sends `impersonation.userId` as x-logged-as. */
  readonly impersonation: Impersonation | null;
  /** A favorite chosen before sign-in, sent right after it. */
  readonly pendingFavorite: PendingFavorite | null;
  /** The navigation badges' counters, from the user and then from live updates. */
  readonly stats: SocketStats;
  /**
   * The last project-updated message of the live updates (a project the user sees changed), numbered
   * so that the same change twice is still news; pages showing that project ask for it again.
   */
  readonly projectUpdate: (ProjectUpdate & { readonly seq: number }) | null;
  /**
   * The last conversation news of the live updates (a new message, or the socket reconnected), numbered
   * like projectUpdate; the conversations on screen ask for their messages again.
   */
  readonly channelUpdate: (ChannelUpdate & { readonly seq: number }) | null;
  readonly snackbar: SessionSnackbar | null;
}

export type SessionEvent =
  | {
      type: 'session.signIn';
      path: string;
      query?: Readonly<Record<string, string>>;
      /** The sign-up flow tag (direct, post-project, ...). */
      context?: string;
      action?: SignInAction;
    }
  | {
      type: 'session.callback';
      code?: string | null;
      state?: string | null;
      alToken?: string | null;
      signUp?: SignUpOptions;
    }
  | { type: 'session.unauthorized'; name: UnauthorizedName }
  | { type: 'session.logout' }
  | { type: 'session.reset' }
  | { type: 'session.retry' }
  | { type: 'session.chooseRole'; role: ActiveRole }
  | { type: 'session.choosePlan'; promoCode?: string }
  | { type: 'session.impersonate'; userId: number }
  | { type: 'session.returnAsAdmin' }
  | { type: 'session.savePreferences'; uiPreferences?: UiPreferences; completedActions?: CompletedActions }
  | { type: 'session.closeHint'; flag: DiscoveryFlag; at: string }
  | { type: 'session.saveFavorite'; favorite: PendingFavorite }
  | { type: 'session.stats'; stats: SocketStats }
  | { type: 'session.projectUpdated'; update: ProjectUpdate }
  | { type: 'session.channelUpdated'; update: ChannelUpdate }
  /** The app saved the user itself (e.g. accepted the terms) and hands over the server's answer. */
  | { type: 'session.userChanged'; user: User };

type AuthOutcome = 'loggedOut' | 'login';

/**
 * Where a failure leads (spec section 8): a `session.unauthorized` by its name, a failed call by its
 * error (`authFailureRedirect`). The guards get the machine's declared events; a failed call's event
 * (`xstate.error.actor.*`) is the one that carries an `error`.
 */
function failureOutcome(event: SessionEvent): AuthOutcome | 'error' | null {
  if (event.type === 'session.unauthorized') return unauthorizedRedirect(event.name);
  return 'error' in event ? authFailureRedirect(event.error) : null;
}

/** The signed-in user's id; identified (where it is read) always holds the user. */
export const userIdOf = (context: SessionContext): number => context.user?.id ?? 0;

/**
 * What PATCH /users/{id} sends: the whole objects the event changed (already merged into the user),
 * so that a save that failed is made good by the next one.
 */
export function saveUserInput(context: SessionContext, event: SessionEvent): SaveUserInput {
  const user = context.user;
  if (event.type === 'session.closeHint') {
    return { userId: userIdOf(context), body: { discovery_flags: user?.discovery_flags ?? {} } };
  }
  return {
    userId: userIdOf(context),
    body: { ui_preferences: user?.ui_preferences ?? {}, completed_actions: user?.completed_actions ?? {} },
  };
}

/**
 * The session's vocabulary, typed once: its context, events, actors, and every guard and action the
 * statechart (sessionMachine.ts) names. What each does to the context and the stores is read here;
 * where and when it happens is read in the statechart.
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
    children: {} as { liveUpdates: 'liveUpdates' },
  },
  actors: sessionActors,
  guards: {
    hasTokens: ({ context }) => context.hasTokens,
    hasCallbackCredentials: ({ event }) =>
      event.type === 'session.callback' && callbackCredentials(event) !== null,
    // One guard per outcome, so that the drawn statechart names where each arrow goes.
    failureLogsOut: ({ event }) => failureOutcome(event) === 'loggedOut',
    failureNeedsLogin: ({ event }) => failureOutcome(event) === 'login',
    mayImpersonate: ({ context, event }) =>
      event.type === 'session.impersonate' &&
      mayImpersonate(context.user, context.impersonation, event.userId),
    isImpersonating: ({ context }) => context.impersonation !== null,
    lacksProviderProfile: ({ context }) => context.user !== null && !hasProviderProfile(context.user),
    hasPendingFavorite: ({ context }) => context.pendingFavorite !== null,
    mayPersistPreferences: ({ context }) => mayPersistPreferences(context),
  },
  actions: {
    // Context.
    startSignIn: assign(({ context, event }) => {
      assertEvent(event, 'session.signIn');
      return {
        returnTo: returnPath(event.path, event.query),
        cro: event.query?.['cro'] ?? context.cro,
        signInLink: null,
        redirect: null,
        error: null,
      };
    }),
    keepSignInLink: assign((_, params: { link: SignInLink }) => ({ signInLink: params.link.link })),
    acceptSignIn: assign((_, params: { result: SignInResult }) => ({
      hasTokens: true,
      signInLink: null,
      signUp: params.result.sign_up,
      logoutLink: params.result.logout_link,
    })),
    identify: assign(({ context }, params: { user: User }) => ({
      user: params.user,
      // Acting as someone else starts from that user's default role, not the admin's choice.
      activeRole: resolveActiveRole(params.user, context.impersonation === null ? context.activeRole : null),
      stats: statsOfUser(params.user),
    })),
    setRedirect: assign((_, params: { redirect: SessionRedirect | null; error?: unknown }) => ({
      redirect: params.redirect,
      error: params.error === undefined ? null : sessionError(params.error),
    })),
    /**
     * The session is over (logout, or an auth failure it cannot survive): the user, tokens and
     * impersonation markers go, the pending favorite, role and cro stay, and the app goes to `redirect`.
     */
    endSession: enqueueActions(({ context, enqueue }, params: { redirect: AuthOutcome }) => {
      enqueue.assign({
        hasTokens: false,
        user: null,
        stats: {},
        impersonation: null,
        signInLink: null,
        redirect: params.redirect,
        error: null,
      });
      enqueue(() => {
        context.tokens.clear();
        writeStored(context.sessionStorage, STORAGE_KEYS.impersonation, null);
        writeStored(context.storage, STORAGE_KEYS.logoutLink, null);
      });
    }),
    /** A step failed for another reason than auth: the error route, with what the server said. */
    showFailure: assign(({ event }) => ({
      redirect: 'error' as const,
      error: sessionError('error' in event ? event.error : undefined),
    })),
    showLoggingOut: assign({ snackbar: LOGGING_OUT }),
    showFavoriteAdded: assign({ snackbar: FAVORITE_ADDED }),
    clearSnackbar: assign({ snackbar: null }),
    chooseRole: assign(({ context, event }) => {
      assertEvent(event, 'session.chooseRole');
      return {
        activeRole: context.user === null ? context.activeRole : chooseRole(context.user, event.role),
      };
    }),
    becomeProvider: assign(({ context }, params: { provider: Pick<Provider, 'id'> }) => ({
      user: context.user === null ? null : withProviderProfile(context.user, params.provider),
      activeRole: 'provider' as const,
    })),
    mergeStats: assign(({ context, event }) => {
      assertEvent(event, 'session.stats');
      return { stats: mergeStats(context.stats, event.stats) };
    }),
    noteProjectUpdate: assign(({ context, event }) => {
      assertEvent(event, 'session.projectUpdated');
      return { projectUpdate: { ...event.update, seq: (context.projectUpdate?.seq ?? 0) + 1 } };
    }),
    noteChannelUpdate: assign(({ context, event }) => {
      assertEvent(event, 'session.channelUpdated');
      return { channelUpdate: { ...event.update, seq: (context.channelUpdate?.seq ?? 0) + 1 } };
    }),
    markImpersonation: assign(({ context, event }) => {
      assertEvent(event, 'session.impersonate');
      return {
        impersonation: context.user === null ? null : { adminId: context.user.id, userId: event.userId },
      };
    }),
    clearImpersonation: assign({ impersonation: null }),
    keepPendingFavorite: assign(({ event }) => {
      assertEvent(event, 'session.saveFavorite');
      return { pendingFavorite: event.favorite };
    }),
    forgetPendingFavorite: assign({ pendingFavorite: null }),
    applyPreferences: assign(({ context, event }) => {
      assertEvent(event, 'session.savePreferences');
      if (context.user === null) return {};
      const { ui_preferences: ui, completed_actions: done } = context.user;
      return {
        user: {
          ...context.user,
          ui_preferences: { ...ui, ...event.uiPreferences },
          completed_actions: { ...done, ...event.completedActions },
        },
      };
    }),
    applyClosedHint: assign(({ context, event }) => {
      assertEvent(event, 'session.closeHint');
      if (context.user === null) return {};
      const flags = context.user.discovery_flags;
      const patch = closeHint(flags, event.flag, event.at, context.activeRole ?? undefined);
      return { user: { ...context.user, discovery_flags: { ...flags, ...patch } } };
    }),
    keepSavedUser: assign((_, params: { user: User }) => ({ user: params.user })),
    // Storage: what must survive a page load.
    storeTokens: ({ context }, params: { result: SignInResult }) => {
      context.tokens.setTokens({
        accessToken: params.result.access_token,
        refreshToken: params.result.refresh_token,
      });
      writeStored(context.storage, STORAGE_KEYS.logoutLink, params.result.logout_link);
    },
    storeSignInReturn: ({ context }) => {
      writeStored(context.storage, STORAGE_KEYS.returnTo, context.returnTo);
      writeStored(context.storage, STORAGE_KEYS.cro, context.cro);
    },
    forgetSignInReturn: ({ context }) => {
      writeStored(context.storage, STORAGE_KEYS.returnTo, null);
    },
    storeRole: ({ context }) => {
      writeStored(context.storage, STORAGE_KEYS.activeRole, context.activeRole);
    },
    storePendingFavorite: ({ context }) => {
      writeStored(context.storage, STORAGE_KEYS.pendingFavorite, context.pendingFavorite);
    },
    storeImpersonation: ({ context }) => {
      writeStored(context.sessionStorage, STORAGE_KEYS.impersonation, context.impersonation);
    },
    // Live updates: a child while identified, unless a session-storage flag disables them.
    startLiveUpdates: enqueueActions(({ context, enqueue }) => {
      if (context.user === null || !context.liveUpdates) return;
      enqueue.spawnChild('liveUpdates', {
        id: 'liveUpdates',
        input: {
          tokens: context.tokens,
          userId: context.user.id,
          providerId: context.user.provider_id,
          loggedAs: context.impersonation?.userId ?? null,
        },
      });
    }),
    stopLiveUpdates: stopChild('liveUpdates'),
  },
  delays: {
    favoriteNotice: FAVORITE_NOTICE_MS,
  },
});

/** A fresh session: what the stores kept across page loads, nothing of a user yet. */
export function initialSessionContext(input: SessionInput): SessionContext {
  const sessionStorage = input.sessionStorage ?? input.storage;
  return {
    tokens: input.tokens,
    storage: input.storage,
    sessionStorage,
    liveUpdates: input.liveUpdates ?? true,
    hasTokens: input.tokens.getAccessToken() !== null,
    user: null,
    activeRole: readStoredRole(input.storage),
    returnTo: input.storage.getItem(STORAGE_KEYS.returnTo),
    cro: input.storage.getItem(STORAGE_KEYS.cro),
    signInLink: null,
    logoutLink: input.storage.getItem(STORAGE_KEYS.logoutLink),
    signUp: false,
    redirect: null,
    error: null,
    impersonation: readImpersonation(sessionStorage),
    pendingFavorite: readPendingFavorite(input.storage),
    stats: {},
    projectUpdate: null,
    channelUpdate: null,
    snackbar: null,
  };
}
