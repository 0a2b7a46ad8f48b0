// The live-update hub (openapi x-websocket): the open sockets of each signed-in user on this server,
// and the messages pushed to them. One hub per server (Services.live). The hub is transport: what a
// user's stats messages say is the stats module's (`statsMessages` in modules/stats/stats.ts), handed
// to the hub where the server is wired (server.ts), so the hub imports no module and the modules that
// publish can import the hub without a cycle.
// Across servers: every publication is delivered to this server's sockets at once and NOTIFYed on
// the database's `vo_live` channel; every other server of the same database LISTENs there and
// delivers it to its own sockets (a user connected to node A sees what was posted through node B).
// A notification names users and what changed, never data the receiving node must trust: a stats
// push is computed again by the node that holds the socket. The origin node ignores its own echo.
// Operations that change a user's badge counters call `publishStats`; so does the socket itself
// right after it authenticates (live/socket.ts, that socket only), and the admin's recalculateStats.
import { randomBytes } from 'node:crypto';
import { and, inArray, isNotNull } from 'drizzle-orm';
import type {
  ChannelEventCreatedMessage,
  ProjectUpdatedMessage,
  SocketStatsEntity,
  StatsUpdatedMessage,
} from '@vo/sdk';
import { refreshTokens } from '../db/schema';
import type { Database } from '../db/client';

export type StatsEntity = SocketStatsEntity;

/** Close codes: the document's 4401 (token missing, expired or invalid) and the standard ones. */
export const CloseCode = {
  /** The server is stopping (RFC 6455 "going away"). */
  goingAway: 1001,
  /** Something failed on the server while accepting the connection. */
  serverError: 1011,
  /** x-websocket closeCodes: `logged_as` is not a user id. */
  badRequest: 4400,
  /** x-websocket closeCodes: refresh the token and reconnect. */
  unauthorized: 4401,
  /** x-websocket closeCodes: the user an admin asked to act as does not exist. */
  notFound: 4404,
} as const;

/** WebSocket readyState OPEN (the same value in `ws` and in browsers). */
const OPEN = 1;

/**
 * What the hub needs of a server-side socket. `ws`' WebSocket (what @fastify/websocket hands over)
 * has this shape; keeping the hub on this interface keeps `ws` itself out of the server's imports.
 */
export interface LiveSocket {
  readonly readyState: number;
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
}

/** One authenticated socket. */
export interface LiveConnection {
  readonly socket: LiveSocket;
  readonly userId: number;
  /** The session (refresh-token family) whose access token opened the socket. */
  readonly family: string;
  /** When that access token expires (seconds since the epoch). */
  readonly expiresAt: number;
}

/**
 * What publishing needs of the server: its database, clock and hub (`Services` has them all; the
 * hub names only these so that it does not depend on what else the server holds).
 */
export interface LiveContext {
  db: Database;
  now: () => Date;
  live: LiveHub;
}

/** A user's current stats-updated messages; null when the user no longer exists. */
export type StatsMessagesOf = (userId: number) => Promise<StatsUpdatedMessage[] | null>;

/** A message pushed to named users (stats messages are computed per socket's node instead). */
export type UserMessage = ProjectUpdatedMessage | ChannelEventCreatedMessage;

/** The PostgreSQL channel every server of one database LISTENs on. */
export const LIVE_CHANNEL = 'vo_live';

/** What crosses servers: who to tell, and what (NOTIFY payloads stay far below PostgreSQL's 8000 bytes). */
type Envelope =
  | { origin: string; kind: 'stats'; userId: number; entities?: readonly StatsEntity[] }
  | { origin: string; kind: 'users'; userIds: number[]; message: UserMessage };

/** How the hub reaches the other servers: the database's LISTEN and NOTIFY. */
export interface LiveTransport {
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  notify: (channel: string, payload: string) => Promise<void>;
}

export class LiveHub {
  private readonly byUser = new Map<number, Set<LiveConnection>>();
  /** This server's name on the bus (random per process), so it skips its own notifications. */
  readonly node = randomBytes(8).toString('hex');
  private transport: LiveTransport | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  /** @param statsMessagesOf what a user's counters say now (the stats module's `statsMessages`). */
  constructor(readonly statsMessagesOf: StatsMessagesOf) {}

  /**
   * Joins the servers of this database: what they publish reaches this server's sockets, and what
   * this server publishes reaches theirs. Called once the server's services exist (server.ts).
   */
  async connect(context: LiveContext, transport: LiveTransport): Promise<void> {
    this.transport = transport;
    this.unlisten = await transport.listen(LIVE_CHANNEL, (payload) => {
      void this.receive(context, payload);
    });
  }

  /** Leaves the bus (the server is stopping). */
  async disconnect(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.transport = null;
    await unlisten?.();
  }

  /** Whether a publication may reach someone: a socket here, or other servers listening. */
  get mayReach(): boolean {
    return this.transport !== null || this.size > 0;
  }

  /** Tells the other servers; a failed notification never fails the change that caused it. */
  async broadcast(envelope: Envelope): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.notify(LIVE_CHANNEL, JSON.stringify(envelope));
    } catch (error) {
      console.error(`live: notify failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async receive(context: LiveContext, payload: string): Promise<void> {
    try {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.origin === this.node) return;
      if (envelope.kind === 'stats') {
        await deliverStats(
          context,
          envelope.userId,
          envelope.entities ? { entities: envelope.entities } : {},
        );
      } else {
        await deliverToUsers(context, envelope.userIds, envelope.message);
      }
    } catch (error) {
      // A socket that closed meanwhile or a busy database: the client catches up at its next read.
      console.error(`live: delivery failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Registers an authenticated socket; returns the function that forgets it (call it on close). */
  add(connection: LiveConnection): () => void {
    let set = this.byUser.get(connection.userId);
    if (!set) {
      set = new Set();
      this.byUser.set(connection.userId, set);
    }
    set.add(connection);
    return () => {
      this.remove(connection);
    };
  }

  remove(connection: LiveConnection): void {
    const set = this.byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** The open sockets of a user. */
  connectionsOf(userId: number): LiveConnection[] {
    return [...(this.byUser.get(userId) ?? [])].filter((c) => c.socket.readyState === OPEN);
  }

  /** How many sockets are registered (all users). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Closes every socket (the server is stopping). */
  closeAll(code: number, reason: string): void {
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(code, reason);
    this.byUser.clear();
  }
}

/**
 * Sockets still entitled to data: their access token has not expired and their session was not
 * revoked (logout, a reused refresh token, account deletion). The others are closed with 4401,
 * so the client refreshes its token and reconnects, and no data reaches an ended session.
 */
async function stillSignedIn(
  services: LiveContext,
  connections: LiveConnection[],
): Promise<LiveConnection[]> {
  if (connections.length === 0) return [];
  const now = Math.floor(services.now().getTime() / 1000);
  const families = [...new Set(connections.map((c) => c.family))];
  const revoked = await services.db
    .selectDistinct({ family: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(inArray(refreshTokens.familyId, families), isNotNull(refreshTokens.revokedAt)));
  const ended = new Set(revoked.map((r) => r.family));
  return connections.filter((c) => {
    if (c.expiresAt > now && !ended.has(c.family)) return true;
    c.socket.close(
      CloseCode.unauthorized,
      ended.has(c.family) ? 'This session has ended.' : 'The access token has expired.',
    );
    services.live.remove(c);
    return false;
  });
}

/**
 * Pushes a user's current badge counters to their open sockets, on every server (or to `only`, a
 * socket of this server): the function the domain calls when those counters change. `entities`
 * limits which messages go (User, Provider). Returns how many sockets of this server were sent to;
 * does no database work here when the user has no socket open on this server.
 */
export async function publishStats(
  services: LiveContext,
  userId: number,
  options: { entities?: readonly StatsEntity[]; only?: LiveConnection } = {},
): Promise<number> {
  if (!options.only)
    await services.live.broadcast({
      origin: services.live.node,
      kind: 'stats',
      userId,
      ...(options.entities ? { entities: options.entities } : {}),
    });
  return deliverStats(services, userId, options);
}

/** publishStats on this server's sockets only. */
async function deliverStats(
  services: LiveContext,
  userId: number,
  options: { entities?: readonly StatsEntity[]; only?: LiveConnection },
): Promise<number> {
  const targets = options.only ? [options.only] : services.live.connectionsOf(userId);
  if (targets.length === 0) return 0;
  const open = await stillSignedIn(services, targets);
  if (open.length === 0) return 0;
  const messages = await services.live.statsMessagesOf(userId);
  if (!messages) return 0;
  const frames = messages
    .filter((m) => !options.entities || options.entities.includes(m.entity))
    .map((m) => JSON.stringify(m));
  let reached = 0;
  for (const connection of open) {
    // The socket may have closed while the counters were read.
    if (connection.socket.readyState !== OPEN) continue;
    for (const frame of frames) connection.socket.send(frame);
    reached += 1;
  }
  return reached;
}

/**
 * Pushes one message to the open sockets of each of `userIds` (a project's owners, a proposal's voice
 * actor, a conversation's other participant), on every server: what changed, never the data itself,
 * which each client asks for with its own rights. Returns how many sockets of this server were sent
 * to; does no database work here when none of them has a socket open on this server.
 */
export async function publishToUsers(
  services: LiveContext,
  userIds: readonly number[],
  message: UserMessage,
): Promise<number> {
  const unique = [...new Set(userIds)];
  await services.live.broadcast({ origin: services.live.node, kind: 'users', userIds: unique, message });
  return deliverToUsers(services, unique, message);
}

async function deliverToUsers(
  services: LiveContext,
  userIds: readonly number[],
  message: UserMessage,
): Promise<number> {
  const targets = userIds.flatMap((id) => services.live.connectionsOf(id));
  if (targets.length === 0) return 0;
  const open = await stillSignedIn(services, targets);
  const frame = JSON.stringify(message);
  let reached = 0;
  for (const connection of open) {
    if (connection.socket.readyState !== OPEN) continue;
    connection.socket.send(frame);
    reached += 1;
  }
  return reached;
}
