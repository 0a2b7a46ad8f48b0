// The live-update hub (openapi x-websocket): the open sockets of each signed-in user, in this
// process, and the stats-updated messages pushed to them. One hub per server (Services.live). The
// hub is transport: what a user's messages say is the stats module's (`statsMessages` in
// modules/stats/stats.ts), handed to the hub where the server is wired (server.ts), so the hub imports no
// module and the modules that publish can import the hub without a cycle.
// Operations that change a user's badge counters call `publishStats`; so does the socket itself
// right after it authenticates (live/socket.ts), and the admin's recalculateStats.
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { ProjectUpdatedMessage, SocketStatsEntity, StatsUpdatedMessage } from '@vo/sdk';
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

export class LiveHub {
  private readonly byUser = new Map<number, Set<LiveConnection>>();

  /** @param statsMessagesOf what a user's counters say now (the stats module's `statsMessages`). */
  constructor(readonly statsMessagesOf: StatsMessagesOf) {}

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
 * Pushes a user's current badge counters to their open sockets (or to `only`): the function the
 * domain calls when those counters change. `entities` limits which messages go (User, Provider).
 * Returns how many sockets were sent to; does no database work when the user has no socket open.
 */
export async function publishStats(
  services: LiveContext,
  userId: number,
  options: { entities?: readonly StatsEntity[]; only?: LiveConnection } = {},
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
 * actor): what changed, never the data itself, which each client asks for with its own rights. Does
 * no database work when none of them has a socket open.
 */
export async function publishToUsers(
  services: LiveContext,
  userIds: readonly number[],
  message: ProjectUpdatedMessage,
): Promise<number> {
  const targets = [...new Set(userIds)].flatMap((id) => services.live.connectionsOf(id));
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
