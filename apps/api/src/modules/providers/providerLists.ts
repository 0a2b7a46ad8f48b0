// Lists of voice actors around a profile or a caller: also visited, recently favorited, recently
// booked. Each query answers one page of provider ids, each row carrying the window count
// (`count(*) OVER ()`) as `total`, and a count of the whole list for a page past its end
// (providerSummaryPage reads them).
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favorites, profileViews, projectOwners, projects, providers, users } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import { bookedBooking } from '../projects/projectStates';

export interface ProviderIdPage {
  rows: { id: number; total: number }[];
  countAll: () => Promise<{ n: number }[]>;
}

/** The other profiles the visitors of this one visited, most shared visitors first. */
export async function alsoVisitedProviders(
  db: Database,
  providerId: number,
  page: PageRequest,
): Promise<ProviderIdPage> {
  // A visitor is the signed-in user, or the browser session of an anonymous one.
  const visitor = sql`coalesce('u' || ${profileViews.viewerId}::text, 's' || ${profileViews.sessionId})`;
  const visitors = db
    .selectDistinct({ visitor: visitor.as('visitor') })
    .from(profileViews)
    .where(eq(profileViews.providerId, providerId))
    .as('visitors');
  const visits = sql<number>`count(DISTINCT ${visitor})`.mapWith(Number);
  const rows = await db
    .select({
      id: profileViews.providerId,
      visits,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(profileViews)
    .innerJoin(visitors, sql`${visitors.visitor} = ${visitor}`)
    .innerJoin(providers, eq(providers.id, profileViews.providerId))
    .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
    .where(sql`${profileViews.providerId} <> ${providerId}`)
    .groupBy(profileViews.providerId)
    .orderBy(desc(visits), asc(profileViews.providerId))
    .limit(page.size)
    .offset(page.offset);
  return {
    rows,
    countAll: () =>
      db
        .select({ n: sql<number>`count(DISTINCT ${profileViews.providerId})`.mapWith(Number) })
        .from(profileViews)
        .innerJoin(visitors, sql`${visitors.visitor} = ${visitor}`)
        .innerJoin(providers, eq(providers.id, profileViews.providerId))
        .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
        .where(sql`${profileViews.providerId} <> ${providerId}`),
  };
}

/** The voice actors a user favorited, newest favorite first. */
export async function recentlyFavoritedProviders(
  db: Database,
  userId: number,
  page: PageRequest,
): Promise<ProviderIdPage> {
  const rows = await db
    .select({ id: providers.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.targetId))
    .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
    .where(and(eq(favorites.userId, userId), eq(favorites.target, 'provider')))
    .orderBy(desc(favorites.createdAt), desc(providers.id))
    .limit(page.size)
    .offset(page.offset);
  return {
    rows,
    countAll: () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(favorites)
        .innerJoin(providers, eq(providers.id, favorites.targetId))
        .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
        .where(and(eq(favorites.userId, userId), eq(favorites.target, 'provider'))),
  };
}

/**
 * The voice actors of a user's bookings that reached a booked state, each once, by their latest
 * booking.
 */
export async function recentlyBookedProviders(
  db: Database,
  userId: number,
  page: PageRequest,
): Promise<ProviderIdPage> {
  const lastBooked = sql`max(${projects.createdAt})`;
  const booked = and(eq(projectOwners.userId, userId), bookedBooking);
  const rows = await db
    .select({ id: providers.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(projectOwners)
    .innerJoin(projects, eq(projects.id, projectOwners.projectId))
    .innerJoin(providers, eq(providers.id, projects.providerId))
    .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
    .where(booked)
    .groupBy(providers.id)
    .orderBy(desc(lastBooked), desc(providers.id))
    .limit(page.size)
    .offset(page.offset);
  return {
    rows,
    countAll: () =>
      db
        .select({ n: sql<number>`count(DISTINCT ${providers.id})`.mapWith(Number) })
        .from(projectOwners)
        .innerJoin(projects, eq(projects.id, projectOwners.projectId))
        .innerJoin(providers, eq(providers.id, projects.providerId))
        .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
        .where(booked),
  };
}
