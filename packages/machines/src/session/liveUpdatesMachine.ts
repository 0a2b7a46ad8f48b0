import { getDefaultApiClient, type TokenStorage } from '@vo/sdk';
import { fromCallback, fromPromise, sendParent, setup } from 'xstate';
import {
  parseChannelEventCreated,
  parseProjectUpdate,
  parseSocketMessage,
  RECONNECTED,
  SOCKET_RETRY_MS,
  socketUrl,
  statsFromMessage,
  statsFromUserStats,
  type ChannelUpdate,
  type ProjectUpdate,
  type SocketMessage,
  type SocketStats,
} from './liveStats';

export interface LiveUpdatesInput {
  /** The session's token store: every connection reads the current access token from it. */
  readonly tokens: TokenStorage;
  readonly userId: number;
  readonly providerId: number | null;
  /**
   * While an admin acts as this user, their id (the socket's `logged_as`, as the SDK sends
   * x-logged-as): the admin's token then opens a socket carrying this user's updates.
   */
  readonly loggedAs: number | null;
}

export type LiveUpdatesContext = LiveUpdatesInput;

/** What the socket actor is opened with: the current access token, and `logged_as` while impersonating. */
export interface SocketInput {
  readonly token: string | null;
  readonly loggedAs: number | null;
}

/** What the socket actor reports back. */
export type SocketEvent =
  | { type: 'socket.open' }
  | { type: 'socket.message'; message: Extract<SocketMessage, { event: 'stats-updated' }> }
  | { type: 'socket.projectUpdate'; update: ProjectUpdate }
  | { type: 'socket.channelEvent'; update: ChannelUpdate }
  | { type: 'socket.closed' };

/** What this child sends its parent (the session): the counters that changed. */
export interface StatsEvent {
  type: 'session.stats';
  stats: SocketStats;
}

/** What this child sends its parent when a project the user sees changed. */
export interface ProjectUpdatedEvent {
  type: 'session.projectUpdated';
  update: ProjectUpdate;
}

/**
 * What this child sends its parent when a conversation got a new message, or when the socket has
 * just (re)connected and conversations on screen must catch up (channelHash null).
 */
export interface ChannelUpdatedEvent {
  type: 'session.channelUpdated';
  update: ChannelUpdate;
}

/** The network work, each calling the platform or the SDK by default; tests replace them with `.provide()`. */
export const liveUpdatesActors = {
  /**
   * The live-update websocket (`/api/socket?authorization=<token>`, plus `&logged_as=<id>` while an
   * admin acts as someone), reporting open, stats messages and
   * close. Without a token, or where no WebSocket exists, it reports closed at once (polling mode).
   */
  socket: fromCallback<SocketEvent, SocketInput>(({ input, sendBack }) => {
    if (input.token === null || typeof WebSocket === 'undefined') {
      sendBack({ type: 'socket.closed' });
      return undefined;
    }
    const socket = new WebSocket(socketUrl(input.token, input.loggedAs));
    const closed = () => {
      sendBack({ type: 'socket.closed' });
    };
    socket.addEventListener('open', () => {
      sendBack({ type: 'socket.open' });
    });
    socket.addEventListener('message', (frame: MessageEvent<unknown>) => {
      const message = parseSocketMessage(frame.data);
      if (message !== null) {
        sendBack({ type: 'socket.message', message });
        return;
      }
      const update = parseProjectUpdate(frame.data);
      if (update !== null) {
        sendBack({ type: 'socket.projectUpdate', update });
        return;
      }
      const channel = parseChannelEventCreated(frame.data);
      if (channel !== null) sendBack({ type: 'socket.channelEvent', update: channel });
    });
    socket.addEventListener('close', closed);
    socket.addEventListener('error', closed);
    return () => {
      socket.removeEventListener('close', closed);
      socket.removeEventListener('error', closed);
      socket.close();
    };
  }),
  /** GET /users/{id}/stats: in polling mode, while the socket is down. */
  pollStats: fromPromise<SocketStats, { userId: number }>(async ({ input }) => {
    const client = getDefaultApiClient();
    const { data } = await client.unwrap(
      client.api.GET('/users/{id}/stats', { params: { path: { id: input.userId } } }),
    );
    return statsFromUserStats(data);
  }),
};

/**
 * Live updates, a child of the session once the user is identified (spec section 4): a websocket with
 * the bearer token whose stats-updated messages (Provider or User) update the session's stats. If the
 * connection fails or closes, it polls the stats and retries the socket every 10 s.
 */
export const liveUpdatesMachine = setup({
  types: {
    context: {} as LiveUpdatesContext,
    input: {} as LiveUpdatesInput,
    events: {} as SocketEvent,
  },
  actors: liveUpdatesActors,
  guards: {
    bringsOwnStats: ({ context, event }) =>
      event.type === 'socket.message' && statsFromMessage(event.message, context) !== null,
  },
  actions: {
    reportStats: sendParent((_, params: { stats: SocketStats }): StatsEvent => ({
      type: 'session.stats',
      stats: params.stats,
    })),
    reportProjectUpdate: sendParent((_, params: { update: ProjectUpdate }): ProjectUpdatedEvent => ({
      type: 'session.projectUpdated',
      update: params.update,
    })),
    reportChannelUpdate: sendParent((_, params: { update: ChannelUpdate }): ChannelUpdatedEvent => ({
      type: 'session.channelUpdated',
      update: params.update,
    })),
  },
  delays: {
    socketRetry: SOCKET_RETRY_MS,
  },
}).createMachine({
  id: 'liveUpdates',
  context: ({ input }) => ({
    tokens: input.tokens,
    userId: input.userId,
    providerId: input.providerId,
    loggedAs: input.loggedAs,
  }),
  initial: 'online',
  states: {
    online: {
      invoke: {
        id: 'socket',
        src: 'socket',
        input: ({ context }) => ({ token: context.tokens.getAccessToken(), loggedAs: context.loggedAs }),
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          // A socket that opens may have missed messages while it was down (or before the page
          // loaded): the conversations on screen catch up.
          on: {
            'socket.open': {
              target: 'open',
              actions: { type: 'reportChannelUpdate', params: { update: RECONNECTED } },
            },
          },
        },
        open: { tags: ['live'] },
      },
      on: {
        'socket.message': {
          guard: 'bringsOwnStats',
          actions: {
            type: 'reportStats',
            params: ({ context, event }) => ({ stats: statsFromMessage(event.message, context) ?? {} }),
          },
        },
        'socket.projectUpdate': {
          actions: { type: 'reportProjectUpdate', params: ({ event }) => ({ update: event.update }) },
        },
        'socket.channelEvent': {
          actions: { type: 'reportChannelUpdate', params: ({ event }) => ({ update: event.update }) },
        },
        'socket.closed': 'polling',
      },
    },
    polling: {
      tags: ['polling'],
      invoke: {
        id: 'pollStats',
        src: 'pollStats',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { actions: { type: 'reportStats', params: ({ event }) => ({ stats: event.output }) } },
        // Handled, or the failure would stop live updates: the retry comes all the same.
        onError: { description: 'A failed poll changes nothing.' },
      },
      after: { socketRetry: 'online' },
    },
  },
});
