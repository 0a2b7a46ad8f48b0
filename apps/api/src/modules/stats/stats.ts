// The badge counters (the document's SocketStats), computed in one place for every answer that
// carries them: GET /users/{id}/stats, the user resource (`services[].stats`, `provider_stats`) and
// the live-update socket's stats-updated messages. A user's counters are those of the User entity;
// a voice actor's invitation and booking counters are those of the Provider entity.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type {
  RecalculateStatsRequest,
  StatsUpdatedMessage,
  UserProviderStats,
  UserServiceStats,
} from '@vo/sdk';
import type { Database } from '../../db/client';
import { channelMembers, invitations, projectOwners, projects, providers, users } from '../../db/schema';
import { acceptedBooking, pastProject } from '../projects/projectStates';
import { unreadInvitation } from '../invitations/invitations';

export type UserBadgeStats = UserServiceStats;
export type ProviderBadgeStats = UserProviderStats;

/** The user's own projects by state (UserStats). */
export interface ProjectCounters {
  /** Not closed, canceled or completed. */
  active_projects: number;
  /** Closed, canceled or completed. */
  past_projects: number;
  /** Booking projects, whatever their state. */
  bookings: number;
}

export interface BadgeStats {
  user: UserBadgeStats;
  provider: ProviderBadgeStats;
  projects: ProjectCounters;
}

/**
 * The counters of one user (and of their provider profile, if any), in three queries run together. "The user's
 * projects" are those they own, as the posting client or a shared owner (GET /users/{id}/projects);
 * bookings_accepted counts the bookings of their provider profile, and the unread invitations
 * (`unreadInvitation`: requested and not opened yet) are split into casting invitations (automatic and
 * direct) and booking requests. pending_events (the Messages badge) sums the user's unread events
 * over their conversations not deleted, plus one for each conversation they marked unread without
 * any (modules/channels keeps those counters in the transaction of each event). Operations that change any counter call
 * `publishStats` (live/hub); invitation changes through `notifyInvitationChange` (modules/invitations/invitations).
 */
export async function badgeStats(db: Database, userId: number): Promise<BadgeStats> {
  const [[owned], [accepted], [unread], [messages]] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) FILTER (WHERE NOT (${pastProject}))`.mapWith(Number),
        past: sql<number>`count(*) FILTER (WHERE ${pastProject})`.mapWith(Number),
        bookings: sql<number>`count(*) FILTER (WHERE ${projects.type} = 'booking')`.mapWith(Number),
      })
      .from(projectOwners)
      .innerJoin(projects, eq(projects.id, projectOwners.projectId))
      .where(eq(projectOwners.userId, userId)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(projects)
      .innerJoin(providers, eq(providers.id, projects.providerId))
      .where(and(eq(providers.userId, userId), acceptedBooking)),
    db
      .select({
        projects: sql<number>`count(*) FILTER (WHERE ${invitations.type} <> 'booking')`.mapWith(Number),
        bookings: sql<number>`count(*) FILTER (WHERE ${invitations.type} = 'booking')`.mapWith(Number),
      })
      .from(invitations)
      .innerJoin(providers, eq(providers.id, invitations.providerId))
      .where(and(eq(providers.userId, userId), unreadInvitation)),
    db
      .select({
        pending:
          sql<number>`coalesce(sum(${channelMembers.pendingEvents}), 0) + count(*) FILTER (WHERE ${channelMembers.markedUnread} AND ${channelMembers.pendingEvents} = 0)`.mapWith(
            Number,
          ),
      })
      .from(channelMembers)
      .where(and(eq(channelMembers.userId, userId), isNull(channelMembers.deletedAt))),
  ]);
  const active = owned?.active ?? 0;
  return {
    user: { pending_events: messages?.pending ?? 0, active_projects: active },
    provider: {
      unread_bookings_invitations: unread?.bookings ?? 0,
      unread_projects_invitations: unread?.projects ?? 0,
      bookings_accepted: accepted?.n ?? 0,
    },
    projects: { active_projects: active, past_projects: owned?.past ?? 0, bookings: owned?.bookings ?? 0 },
  };
}

/**
 * The user whose badge counters an admin recalculates: the user itself, or the voice actor's own
 * user; null when there is no such user or profile, or its account is deleted.
 */
export async function statsOwnerId(
  db: Database,
  entity: RecalculateStatsRequest['entity'],
  id: number,
): Promise<number | null> {
  const [owner] =
    entity === 'User'
      ? await db
          .select({ userId: users.id })
          .from(users)
          .where(and(eq(users.id, id), isNull(users.deletedAt)))
          .limit(1)
      : await db
          .select({ userId: providers.userId })
          .from(providers)
          .innerJoin(users, eq(users.id, providers.userId))
          .where(and(eq(providers.id, id), isNull(users.deletedAt)))
          .limit(1);
  return owner?.userId ?? null;
}

/**
 * The stats-updated messages of a user: one for the User (their service's counters) and, for a
 * voice actor, one for their Provider profile (invitations and bookings), as the document splits
 * them (`services[].stats` and `provider_stats`). Null when the user no longer exists.
 */
export async function statsMessages(db: Database, userId: number): Promise<StatsUpdatedMessage[] | null> {
  const [row] = await db
    .select({ id: users.id, providerId: providers.id })
    .from(users)
    .leftJoin(providers, eq(providers.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  const stats = await badgeStats(db, userId);
  const messages: StatsUpdatedMessage[] = [
    {
      event: 'stats-updated',
      entity: 'User',
      entity_id: userId,
      dummy: false,
      payload: { stats: stats.user },
    },
  ];
  if (row.providerId !== null) {
    messages.push({
      event: 'stats-updated',
      entity: 'Provider',
      entity_id: row.providerId,
      dummy: false,
      payload: { stats: stats.provider },
    });
  }
  return messages;
}
