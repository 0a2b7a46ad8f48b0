import { createMemoryTokenStorage, type TokenStorage } from '@vo/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromCallback, fromPromise, setup, SimulatedClock } from 'xstate';
import { explore, replayShortestPaths } from '../testing/explore';
import {
  parseChannelEventCreated,
  parseProjectUpdate,
  RECONNECTED,
  type ChannelUpdate,
  type ProjectUpdate,
  type SocketStats,
} from './liveStats';
import {
  liveUpdatesMachine,
  type ChannelUpdatedEvent,
  type LiveUpdatesInput,
  type ProjectUpdatedEvent,
  type SocketEvent,
  type SocketInput,
  type StatsEvent,
} from './liveUpdatesMachine';
import { pending, silentSocket } from './testing/fixtures';

const token = 'eyJhbGciOiJIUzI1NiJ9.access.signature';
const owner = { userId: 9310, providerId: 4821, loggedAs: null };
const statsMessage = (stats: SocketStats, entity: 'User' | 'Provider' = 'User', dummy = false) =>
  ({
    event: 'stats-updated',
    entity,
    entity_id: entity === 'User' ? owner.userId : owner.providerId,
    dummy,
    payload: { stats },
  }) as const;

/** A socket the test drives: it records each connection and lets the test report open, messages, close. */
function fakeSocket() {
  const connections: SocketInput[] = [];
  let report: ((event: SocketEvent) => void) | null = null;
  let stopped = 0;
  const logic = fromCallback<SocketEvent, SocketInput>(({ input, sendBack }) => {
    connections.push(input);
    report = sendBack;
    return () => {
      stopped += 1;
    };
  });
  return {
    logic,
    connections,
    send: (event: SocketEvent) => report?.(event),
    stopped: () => stopped,
  };
}

/** The session's part in this test: a parent that keeps the stats its child reports. */
function parentOf(child: typeof liveUpdatesMachine, input: LiveUpdatesInput) {
  return setup({
    types: {
      context: {} as {
        stats: SocketStats;
        reports: number;
        updates: ProjectUpdate[];
        channels: ChannelUpdate[];
      },
      events: {} as StatsEvent | ProjectUpdatedEvent | ChannelUpdatedEvent,
      children: {} as { liveUpdates: 'child' },
    },
    actors: { child },
  }).createMachine({
    context: { stats: {}, reports: 0, updates: [], channels: [] },
    invoke: { id: 'liveUpdates', src: 'child', input },
    on: {
      'session.projectUpdated': {
        actions: assign(({ context, event }) => ({ updates: [...context.updates, event.update] })),
      },
      'session.channelUpdated': {
        actions: assign(({ context, event }) => ({ channels: [...context.channels, event.update] })),
      },
      'session.stats': {
        actions: assign(({ context, event }) => ({
          stats: { ...context.stats, ...event.stats },
          reports: context.reports + 1,
        })),
      },
    },
  });
}

function start(options: { tokens?: TokenStorage; poll?: () => Promise<SocketStats> } = {}) {
  const socket = fakeSocket();
  const polls: { userId: number }[] = [];
  const child = liveUpdatesMachine.provide({
    actors: {
      socket: socket.logic,
      pollStats: fromPromise<SocketStats, { userId: number }>(async ({ input }) => {
        polls.push(input);
        return options.poll ? options.poll() : { pending_events: 7 };
      }),
    },
  });
  const clock = new SimulatedClock();
  const tokens = options.tokens ?? createMemoryTokenStorage({ accessToken: token, refreshToken: 'rt' });
  const parent = createActor(parentOf(child, { tokens, ...owner }), { clock }).start();
  const live = () => {
    const ref = parent.getSnapshot().children.liveUpdates;
    if (ref === undefined) throw new Error('live updates are not running');
    return ref.getSnapshot();
  };
  return { parent, socket, polls, clock, live };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live updates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('after identification a websocket opens with the bearer token', () => {
    const { socket, live } = start();
    expect(socket.connections).toEqual([{ token, loggedAs: null }]);
    expect(live().hasTag('connecting')).toBe(true);
    socket.send({ type: 'socket.open' });
    expect(live().hasTag('live')).toBe(true);
  });

  it('stats-updated events for Provider or User update the stats of the session', () => {
    const { parent, socket } = start();
    socket.send({ type: 'socket.open' });
    socket.send({ type: 'socket.message', message: statsMessage({ pending_events: 3 }) });
    socket.send({
      type: 'socket.message',
      message: statsMessage({ unread_projects_invitations: 4 }, 'Provider'),
    });
    expect(parent.getSnapshot().context.stats).toEqual({ pending_events: 3, unread_projects_invitations: 4 });
  });

  it('a project-updated message reaches the session, so that the project’s page asks for it again', () => {
    const { parent, socket } = start();
    socket.send({ type: 'socket.open' });
    const update = parseProjectUpdate(
      JSON.stringify({
        event: 'project-updated',
        project_id: 90412,
        public_hash: 'p7Xk2LmQ9v',
        change: 'votes',
        dummy: false,
      }),
    );
    expect(update).toEqual({ projectId: 90412, publicHash: 'p7Xk2LmQ9v', change: 'votes' });
    if (update !== null) socket.send({ type: 'socket.projectUpdate', update });
    expect(parent.getSnapshot().context.updates).toEqual([update]);
    expect(parent.getSnapshot().context.reports).toBe(0);
  });

  it('a new message reaches the session with its conversation and sequence; an opened socket asks every conversation on screen to catch up', () => {
    const { parent, socket } = start();
    socket.send({ type: 'socket.open' });
    expect(parent.getSnapshot().context.channels).toEqual([RECONNECTED]);
    const update = parseChannelEventCreated(
      JSON.stringify({
        event: 'channel-event-created',
        channel_hash: 'c9Qe4TzW1k',
        event_id: 880415,
        sequence: 13,
        dummy: false,
      }),
    );
    expect(update).toEqual({ channelHash: 'c9Qe4TzW1k', sequence: 13 });
    if (update !== null) socket.send({ type: 'socket.channelEvent', update });
    expect(parent.getSnapshot().context.channels).toEqual([RECONNECTED, update]);
    expect(parent.getSnapshot().context.updates).toEqual([]);
  });

  it('reads no channel update from a dummy or malformed frame', () => {
    const frame = { event: 'channel-event-created', channel_hash: 'c9Qe4TzW1k', dummy: false };
    expect(parseChannelEventCreated(JSON.stringify(frame))).toEqual({
      channelHash: 'c9Qe4TzW1k',
      sequence: null,
    });
    expect(parseChannelEventCreated(JSON.stringify({ ...frame, dummy: true }))).toBeNull();
    expect(parseChannelEventCreated(JSON.stringify({ ...frame, channel_hash: 12 }))).toBeNull();
    expect(parseChannelEventCreated(JSON.stringify({ ...frame, event: 'project-updated' }))).toBeNull();
    expect(parseChannelEventCreated('{not json')).toBeNull();
  });

  it('reads no project update from a dummy or malformed frame', () => {
    const frame = {
      event: 'project-updated',
      project_id: 1,
      public_hash: 'p7Xk2LmQ9v',
      change: 'votes',
      dummy: false,
    };
    expect(parseProjectUpdate(JSON.stringify({ ...frame, dummy: true }))).toBeNull();
    expect(parseProjectUpdate(JSON.stringify({ ...frame, change: 'everything' }))).toBeNull();
    expect(parseProjectUpdate(JSON.stringify({ ...frame, project_id: '1' }))).toBeNull();
    expect(parseProjectUpdate('{not json')).toBeNull();
  });

  it('a dummy message, or one about another user, updates nothing', () => {
    const { parent, socket } = start();
    socket.send({ type: 'socket.message', message: statsMessage({ pending_events: 3 }, 'User', true) });
    socket.send({
      type: 'socket.message',
      message: { ...statsMessage({ pending_events: 9 }), entity_id: 1 },
    });
    expect(parent.getSnapshot().context.reports).toBe(0);
  });

  it('if the connection fails it polls the stats and retries the socket every 10 s', async () => {
    const { parent, socket, polls, clock, live } = start();
    socket.send({ type: 'socket.closed' });
    expect(live().hasTag('polling')).toBe(true);
    await flush();
    expect(polls).toEqual([{ userId: owner.userId }]);
    expect(parent.getSnapshot().context.stats).toEqual({ pending_events: 7 });

    clock.increment(9_999);
    expect(socket.connections).toHaveLength(1);
    clock.increment(1);
    expect(socket.connections).toHaveLength(2);
    expect(live().hasTag('connecting')).toBe(true);

    socket.send({ type: 'socket.closed' });
    await flush();
    expect(polls).toHaveLength(2);
    clock.increment(10_000);
    expect(socket.connections).toHaveLength(3);
  });

  it('if an open connection closes, it is closed for good and retried after 10 s', () => {
    const { socket, clock, live } = start();
    socket.send({ type: 'socket.open' });
    socket.send({ type: 'socket.closed' });
    expect(socket.stopped()).toBe(1);
    expect(live().hasTag('polling')).toBe(true);
    clock.increment(10_000);
    expect(live().hasTag('connecting')).toBe(true);
  });

  it('a failed poll keeps polling mode and the retry', async () => {
    const { parent, socket, clock, live } = start({ poll: () => Promise.reject(new Error('offline')) });
    socket.send({ type: 'socket.closed' });
    await flush();
    expect(live().hasTag('polling')).toBe(true);
    expect(parent.getSnapshot().context.reports).toBe(0);
    clock.increment(10_000);
    expect(socket.connections).toHaveLength(2);
  });

  it('a reconnection reads the token stored now (it may have been refreshed)', () => {
    const tokens = createMemoryTokenStorage({ accessToken: token, refreshToken: 'rt' });
    const { socket, clock } = start({ tokens });
    socket.send({ type: 'socket.closed' });
    tokens.setTokens({ accessToken: 'refreshed-token', refreshToken: 'rt2' });
    clock.increment(10_000);
    expect(socket.connections.at(-1)).toEqual({ token: 'refreshed-token', loggedAs: null });
  });

  it("the default socket is `new WebSocket('/api/socket?authorization=<token>')`", () => {
    const created: FakeWebSocket[] = [];
    class FakeWebSocket extends EventTarget {
      closed = false;
      constructor(readonly url: string) {
        super();
        created.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const child = liveUpdatesMachine.provide({
      actors: { pollStats: pending<SocketStats, { userId: number }>() },
    });
    const clock = new SimulatedClock();
    const tokens = createMemoryTokenStorage({ accessToken: 'a+b/c', refreshToken: 'rt' });
    const parent = createActor(parentOf(child, { tokens, ...owner }), { clock }).start();
    const [socket] = created;
    expect(socket?.url).toBe('/api/socket?authorization=a%2Bb%2Fc');

    socket?.dispatchEvent(new Event('open'));
    const data = JSON.stringify(statsMessage({ pending_events: 2 }));
    socket?.dispatchEvent(new MessageEvent('message', { data }));
    socket?.dispatchEvent(new MessageEvent('message', { data: 'garbage' }));
    expect(parent.getSnapshot().context.stats).toEqual({ pending_events: 2 });

    socket?.dispatchEvent(new Event('error'));
    expect(socket?.closed).toBe(true);
    clock.increment(10_000);
    expect(created).toHaveLength(2);
    parent.stop();
    expect(created[1]?.closed).toBe(true);
  });

  it('while an admin acts as the user, the socket names that user: `&logged_as=<id>`', () => {
    const created: string[] = [];
    class FakeWebSocket extends EventTarget {
      constructor(url: string) {
        super();
        created.push(url);
      }
      close() {
        // Nothing to release: the test only reads the address.
      }
    }
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const child = liveUpdatesMachine.provide({
      actors: { pollStats: pending<SocketStats, { userId: number }>() },
    });
    const tokens = createMemoryTokenStorage({ accessToken: 'admin-token', refreshToken: 'rt' });
    const parent = createActor(parentOf(child, { tokens, ...owner, loggedAs: owner.userId })).start();
    expect(created).toEqual([`/api/socket?authorization=admin-token&logged_as=${String(owner.userId)}`]);
    parent.stop();
  });

  it('without a token, or where no WebSocket exists, it goes straight to polling', () => {
    vi.stubGlobal('WebSocket', undefined);
    const child = liveUpdatesMachine.provide({
      actors: { pollStats: pending<SocketStats, { userId: number }>() },
    });
    const withToken = createActor(
      parentOf(child, { tokens: createMemoryTokenStorage({ accessToken: token }), ...owner }),
    ).start();
    expect(withToken.getSnapshot().children.liveUpdates?.getSnapshot()).toMatchObject({ value: 'polling' });
    const WebSocketSpy = vi.fn();
    vi.stubGlobal('WebSocket', WebSocketSpy);
    const withoutToken = createActor(
      parentOf(child, { tokens: createMemoryTokenStorage(), ...owner }),
    ).start();
    expect(withoutToken.getSnapshot().children.liveUpdates?.getSnapshot()).toMatchObject({
      value: 'polling',
    });
    expect(WebSocketSpy).not.toHaveBeenCalled();
  });

  it('reaches every state and exercises every transition (xstate/graph)', () => {
    // The graph walks the child on its own: its report to the parent is replaced, as no parent exists.
    const machine = liveUpdatesMachine.provide({
      actions: {
        reportStats: () => undefined,
        reportProjectUpdate: () => undefined,
        reportChannelUpdate: () => undefined,
      },
      actors: { socket: silentSocket, pollStats: pending<SocketStats, { userId: number }>() },
    });
    const input = { tokens: createMemoryTokenStorage({ accessToken: token }), ...owner };
    const events = [
      { type: 'socket.open' },
      { type: 'socket.message', message: statsMessage({ pending_events: 1 }) },
      { type: 'socket.message', message: statsMessage({ pending_events: 1 }, 'User', true) },
      { type: 'socket.projectUpdate', update: { projectId: 1, publicHash: 'p7Xk2LmQ9v', change: 'offers' } },
      { type: 'socket.channelEvent', update: { channelHash: 'c9Qe4TzW1k', sequence: 13 } },
      { type: 'socket.closed' },
      { type: 'xstate.done.actor.pollStats', output: { pending_events: 2 } },
      { type: 'xstate.error.actor.pollStats', error: new Error('offline') },
      { type: 'xstate.after.socketRetry.liveUpdates.polling' },
    ];
    const report = explore(machine, events, input);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
    const { expected, actual } = replayShortestPaths(machine, events, input);
    expect(actual).toEqual(expected);
  });
});
