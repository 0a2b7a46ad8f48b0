import { assertEvent } from 'xstate';
import { initialSessionContext, saveUserInput, sessionSetup, userIdOf } from './sessionSetup';

/**
 * Every auth failure goes through these (spec section 8), be it a failed call (a step's onError) or a
 * `session.unauthorized` from the SDK: out to the logged-out page, back to the login (ending the session
 * the tokens stood for), or, failing for another reason, the error route. Each step lists the ones its
 * failures can take: a failed code exchange has no session to end yet, and a failed sign-in link has no
 * login to go back to (that would fetch the same link again).
 */
const authFailure = {
  loggedOut: {
    guard: 'failureLogsOut',
    target: '#session.loggedOut',
    actions: { type: 'endSession', params: { redirect: 'loggedOut' } },
  },
  login: {
    guard: 'failureNeedsLogin',
    target: '#session.signingIn.fetchingLink',
    actions: { type: 'endSession', params: { redirect: 'login' } },
  },
  loginWithoutSession: {
    guard: 'failureNeedsLogin',
    target: '#session.signingIn.fetchingLink',
    actions: { type: 'setRedirect', params: { redirect: 'login' } },
  },
  errorRoute: { target: '#session.failed', actions: 'showFailure' },
} as const;

/** What a visitor without a session may do, anonymous or logged out. */
const visitor = {
  signIn: { target: '#session.signingIn', actions: ['startSignIn', 'storeSignInReturn'] },
  saveFavorite: { actions: ['keepPendingFavorite', 'storePendingFavorite'] },
  /** Home as anonymous: after a logout, or to check the stored session again after a failure. */
  restart: { target: '#session.anonymous', actions: { type: 'setRedirect', params: { redirect: null } } },
} as const;

/**
 * The signed-in session (spec sections 2, 4, 6 and 8): sign-in through the identity provider's link
 * and its callback, the auth check of stored tokens, logout on the 401s the session cannot survive,
 * the active role, provider creation for plans, admin impersonation, preferences, the pending
 * favorite, and live updates (a child actor) once the user is identified.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => initialSessionContext(input),
  initial: 'anonymous',
  states: {
    anonymous: {
      // Stored tokens are checked at once: the visitor may still be signed in.
      always: { guard: 'hasTokens', target: 'checking' },
      on: {
        'session.signIn': visitor.signIn,
        'session.callback': [
          { guard: 'hasCallbackCredentials', target: 'signingIn.exchanging' },
          { target: 'signingIn', actions: { type: 'setRedirect', params: { redirect: 'login' } } },
        ],
        'session.saveFavorite': visitor.saveFavorite,
        'session.unauthorized': authFailure.loginWithoutSession,
      },
    },

    /** The auth check: stored tokens, is the user still there? */
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'identified',
          actions: [
            { type: 'identify', params: ({ event }) => ({ user: event.output }) },
            { type: 'setRedirect', params: { redirect: null } },
          ],
        },
        onError: [authFailure.loggedOut, authFailure.login, authFailure.errorRoute],
      },
      on: { 'session.unauthorized': authFailure.loggedOut },
    },

    signingIn: {
      tags: ['busy'],
      initial: 'fetchingLink',
      states: {
        fetchingLink: {
          invoke: {
            id: 'fetchSignInLink',
            src: 'fetchSignInLink',
            input: ({ context, event }) => ({
              redirect: context.returnTo ?? '/',
              context: event.type === 'session.signIn' ? event.context : undefined,
              action: event.type === 'session.signIn' ? event.action : undefined,
            }),
            onDone: {
              target: 'redirecting',
              actions: { type: 'keepSignInLink', params: ({ event }) => ({ link: event.output }) },
            },
            onError: [authFailure.loggedOut, authFailure.errorRoute],
          },
        },
        /** The app sends the browser to signInLink; the callback page sends session.callback. */
        redirecting: {
          tags: ['redirecting'],
          on: {
            'session.callback': [
              { guard: 'hasCallbackCredentials', target: 'exchanging' },
              {
                target: 'fetchingLink',
                reenter: true,
                actions: { type: 'setRedirect', params: { redirect: 'login' } },
              },
            ],
          },
        },
        exchanging: {
          invoke: {
            id: 'exchangeCode',
            src: 'exchangeCode',
            input: ({ event }) => {
              assertEvent(event, 'session.callback');
              return { code: event.code, state: event.state, alToken: event.alToken, signUp: event.signUp };
            },
            onDone: {
              target: 'loadingUser',
              actions: [
                { type: 'acceptSignIn', params: ({ event }) => ({ result: event.output }) },
                { type: 'storeTokens', params: ({ event }) => ({ result: event.output }) },
              ],
            },
            onError: [authFailure.loggedOut, authFailure.loginWithoutSession, authFailure.errorRoute],
          },
        },
        loadingUser: {
          invoke: {
            id: 'loadUser',
            src: 'loadUser',
            onDone: {
              target: '#session.identified',
              actions: [
                { type: 'identify', params: ({ event }) => ({ user: event.output }) },
                { type: 'setRedirect', params: { redirect: 'return' } },
                'forgetSignInReturn',
              ],
            },
            onError: [authFailure.loggedOut, authFailure.login, authFailure.errorRoute],
          },
        },
      },
    },

    identified: {
      type: 'parallel',
      tags: ['signed-in'],
      entry: 'startLiveUpdates',
      exit: 'stopLiveUpdates',
      on: {
        'session.logout': {
          target: 'loggedOut',
          actions: [{ type: 'endSession', params: { redirect: 'loggedOut' } }, 'showLoggingOut'],
        },
        'session.unauthorized': [authFailure.loggedOut, authFailure.login],
        'session.chooseRole': { actions: ['chooseRole', 'storeRole'] },
        'session.stats': { actions: 'mergeStats' },
        'session.projectUpdated': { actions: 'noteProjectUpdate' },
        'session.channelUpdated': { actions: 'noteChannelUpdate' },
        'session.userChanged': {
          actions: { type: 'keepSavedUser', params: ({ event }) => ({ user: event.user }) },
        },
        'session.impersonate': {
          guard: 'mayImpersonate',
          target: 'switchingUser',
          actions: ['markImpersonation', 'storeImpersonation'],
        },
        'session.returnAsAdmin': {
          guard: 'isImpersonating',
          target: 'switchingUser',
          actions: ['clearImpersonation', 'storeImpersonation'],
        },
      },
      states: {
        /** A user without a provider profile who chooses a plan or promo becomes a voice actor. */
        provider: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'session.choosePlan': { guard: 'lacksProviderProfile', target: 'creating' } },
            },
            creating: {
              tags: ['busy'],
              invoke: {
                id: 'createProvider',
                src: 'createProvider',
                input: ({ context }) => ({ userId: userIdOf(context) }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'becomeProvider', params: ({ event }) => ({ provider: event.output }) },
                    'storeRole',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'setRedirect',
                    params: ({ event }) => ({ redirect: 'dashboard', error: event.error }),
                  },
                },
              },
            },
          },
        },
        /** The favorite kept before sign-in is sent, then 'Favorite added' shows for 4 s. */
        favorite: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasPendingFavorite', target: 'sending' },
            },
            sending: {
              invoke: {
                id: 'sendFavorite',
                src: 'sendFavorite',
                input: ({ context }) => ({ favorite: context.pendingFavorite }),
                onDone: { target: 'added', actions: ['forgetPendingFavorite', 'storePendingFavorite'] },
                // A favorite the server refuses (its target is gone) is dropped, not retried forever.
                onError: { target: 'idle', actions: ['forgetPendingFavorite', 'storePendingFavorite'] },
              },
            },
            added: {
              entry: 'showFavoriteAdded',
              exit: 'clearSnackbar',
              after: { favoriteNotice: 'idle' },
            },
          },
        },
        /** Preferences and hint flags, changed at once here and saved with PATCH /users/{id}. */
        preferences: {
          initial: 'idle',
          on: {
            'session.savePreferences': [
              {
                guard: 'mayPersistPreferences',
                target: '.saving',
                reenter: true,
                actions: 'applyPreferences',
              },
              // Acting as someone else: the change shows for now but is not saved.
              { actions: 'applyPreferences' },
            ],
            'session.closeHint': [
              {
                guard: 'mayPersistPreferences',
                target: '.saving',
                reenter: true,
                actions: 'applyClosedHint',
              },
              // Acting as someone else: the hint closes for now, its flag is not saved (spec section 6).
              { actions: 'applyClosedHint' },
            ],
          },
          states: {
            idle: {},
            saving: {
              invoke: {
                id: 'saveUser',
                src: 'saveUser',
                input: ({ context, event }) => saveUserInput(context, event),
                onDone: {
                  target: 'idle',
                  actions: { type: 'keepSavedUser', params: ({ event }) => ({ user: event.output }) },
                },
                // The change stays shown; the next save sends the whole objects again.
                onError: { target: 'idle' },
              },
            },
          },
        },
      },
    },

    /** An admin starts or stops acting as another user: the user is loaded again with the new marker. */
    switchingUser: {
      tags: ['busy'],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: {
          target: 'identified',
          actions: [
            { type: 'identify', params: ({ event }) => ({ user: event.output }) },
            { type: 'setRedirect', params: { redirect: null } },
          ],
        },
        // Acting as that user failed: back to the admin's own session, checked again.
        onError: { target: 'checking', actions: ['clearImpersonation', 'storeImpersonation'] },
      },
      on: { 'session.unauthorized': authFailure.loggedOut },
    },

    /** The auth check or a sign-in step failed for another reason than auth: the error route. */
    failed: {
      tags: ['error'],
      on: { 'session.retry': visitor.restart },
    },

    /** Logged out: tokens removed; the app shows the logged-out page, then Home. */
    loggedOut: {
      exit: 'clearSnackbar',
      on: {
        'session.reset': visitor.restart,
        'session.signIn': visitor.signIn,
        'session.saveFavorite': visitor.saveFavorite,
      },
    },
  },
});
