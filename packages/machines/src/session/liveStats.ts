import type {
  ProjectUpdatedMessage,
  SocketStats,
  SocketMessage,
  StatsUpdatedMessage,
  User,
  UserStats,
} from '@vo/sdk';

export type { SocketStats, SocketMessage };

/** Socket retry (spec section 9): a failed or closed connection is retried every 10 s. */
export const SOCKET_RETRY_MS = 10_000;

/** The live-update socket's address (openapi x-websocket): same origin, the bearer token in the query. */
export const socketUrl = (token: string, loggedAs: number | null = null): string =>
  `/api/socket?authorization=${encodeURIComponent(token)}${loggedAs === null ? '' : `&logged_as=${String(loggedAs)}`}`;

const STAT_KEYS = [
  'pending_events',
  'active_projects',
  'unread_bookings_invitations',
  'unread_projects_invitations',
  'bookings_accepted',
] as const satisfies readonly (keyof SocketStats)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A websocket frame's message of this `event`, or null for another event or a frame that is no object. */
function frameOf(data: unknown, event: string): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  return isRecord(value) && value['event'] === event ? value : null;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The badge counters found in any object (a socket payload, a stats answer); other fields are dropped. */
function pickStats(source: Record<string, unknown>): SocketStats {
  const stats: SocketStats = {};
  for (const key of STAT_KEYS) {
    const value = source[key];
    if (isCount(value)) stats[key] = value;
  }
  return stats;
}

/**
 * Reads one websocket frame. Only well-formed stats-updated messages are returned: the session reads
 * nothing else from the socket, and a malformed frame must not reach the badges.
 */
export function parseSocketMessage(data: unknown): StatsUpdatedMessage | null {
  const value = frameOf(data, 'stats-updated');
  if (value === null) return null;
  const { entity, entity_id: entityId, dummy, payload } = value;
  if (entity !== 'Provider' && entity !== 'User') return null;
  if (typeof dummy !== 'boolean' || !isRecord(payload) || !isRecord(payload['stats'])) return null;
  const message: StatsUpdatedMessage = {
    event: 'stats-updated',
    entity,
    dummy,
    payload: { stats: pickStats(payload['stats']) },
  };
  if (typeof entityId === 'number') message.entity_id = entityId;
  return message;
}

/** Whose stats the session shows: the signed-in user and their provider profile. */
export interface StatsOwner {
  readonly userId: number;
  readonly providerId: number | null;
}

/**
 * The stats a stats-updated message brings to this user (spec section 4: messages for Provider or User
 * update stats), or null when it brings none: a dummy message carries no change, and a message about
 * another user or provider is not ours.
 */
export function statsFromMessage(message: StatsUpdatedMessage, owner: StatsOwner): SocketStats | null {
  if (message.dummy) return null;
  if (message.entity_id !== undefined) {
    const ownId = message.entity === 'User' ? owner.userId : owner.providerId;
    if (message.entity_id !== ownId) return null;
  }
  return message.payload.stats;
}

/** The badge counters of a stats answer (GET /users/{id}/stats), used while polling. */
export const statsFromUserStats = (stats: UserStats): SocketStats => pickStats({ ...stats });

/** The badge counters a freshly loaded user carries: their service's and their provider stats. */
export function statsOfUser(user: User): SocketStats {
  // The marketplace has one service (voice_over): a user has at most one entry.
  const service = user.services?.[0];
  return pickStats({ ...service?.stats, ...user.provider_stats });
}

/** Only the counters that changed are sent: they replace those, and the others stay. */
export const mergeStats = (current: SocketStats, update: SocketStats): SocketStats => ({
  ...current,
  ...update,
});

/**
 * What the live updates say about conversations: a new event in one (channel-event-created, with its
 * sequence), or, with channelHash null, that the socket has just (re)connected, so whatever arrived
 * while it was down must be read again (the catch-up after a disconnect).
 */
export interface ChannelUpdate {
  readonly channelHash: string | null;
  readonly sequence: number | null;
}

/** The channel update of a socket that has just connected: every conversation on screen asks again. */
export const RECONNECTED: ChannelUpdate = { channelHash: null, sequence: null };

/**
 * Reads one websocket frame as a channel-event-created message (a new message in one of the user's
 * conversations), or null for anything else, a dummy or anything malformed.
 */
export function parseChannelEventCreated(data: unknown): ChannelUpdate | null {
  const value = frameOf(data, 'channel-event-created');
  if (value === null || value['dummy'] === true) return null;
  const { channel_hash: channelHash, sequence } = value;
  if (typeof channelHash !== 'string' || channelHash === '') return null;
  return {
    channelHash,
    sequence: typeof sequence === 'number' && Number.isInteger(sequence) && sequence > 0 ? sequence : null,
  };
}

/** What a project-updated message says: which project changed, and how. */
export interface ProjectUpdate {
  readonly projectId: number;
  readonly publicHash: string;
  readonly change: ProjectUpdatedMessage['change'];
}

const PROJECT_CHANGES: readonly string[] = [
  'offers',
  'votes',
  'comments',
  'questions',
] satisfies readonly ProjectUpdate['change'][];

const isChange = (value: unknown): value is ProjectUpdate['change'] =>
  typeof value === 'string' && PROJECT_CHANGES.includes(value);

/**
 * Reads one websocket frame as a project-updated message (a project the user sees changed: its page
 * asks for its data again), or null for anything else or anything malformed.
 */
export function parseProjectUpdate(data: unknown): ProjectUpdate | null {
  const value = frameOf(data, 'project-updated');
  if (value === null || value['dummy'] === true) return null;
  const { project_id: projectId, public_hash: publicHash, change } = value;
  if (typeof projectId !== 'number' || !Number.isInteger(projectId) || typeof publicHash !== 'string')
    return null;
  if (!isChange(change)) return null;
  return { projectId, publicHash, change };
}
