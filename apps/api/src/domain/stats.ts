// The badge counters (the document's SocketStats), computed in one place for every answer that
// carries them: GET /users/{id}/stats, the user resource (`services[].stats`, `provider_stats`) and
// the live-update socket's stats-updated messages. A user's counters are those of the User entity;
// a voice actor's invitation and booking counters are those of the Provider entity.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RecalculateStatsRequest, UserProviderStats, UserServiceStats } from '@vo/sdk';
import type { Database } from '../db/client';
import { projectOwners, projects, providers, users } from '../db/schema';
import { acceptedBooking, pastProject } from './projects';

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
 * The counters of one user (and of their provider profile, if any), in two queries run together. "The user's
 * projects" are those they own, as the posting client or a shared owner (GET /users/{id}/projects);
 * bookings_accepted counts the bookings of their provider profile. Conversations and invitations
 * are not stored by this part of the server yet: nobody has an unread event or invitation, so
 * pending_events and the unread invitation counters are truly 0. When they are stored, count them
 * here; operations that change any counter call `publishStats` (live/hub).
 */
export async function badgeStats(db: Database, userId: number): Promise<BadgeStats> {
  const [[owned], [accepted]] = await Promise.all([
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
  ]);
  const active = owned?.active ?? 0;
  return {
    user: { pending_events: 0, active_projects: active },
    provider: {
      unread_bookings_invitations: 0,
      unread_projects_invitations: 0,
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
