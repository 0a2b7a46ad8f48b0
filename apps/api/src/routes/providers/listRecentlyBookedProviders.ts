// listRecentlyBookedProviders: List the voice actors the caller booked recently (GET /providers/recently_booked).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { projectOwners, projects, providers, users } from '../../db/schema';
import { pageRequest } from '../../domain/paging';
import { bookedBooking } from '../../domain/projects';
import { providerSummaryPage, RECENT_PAGE_SIZE } from '../../domain/providerProfiles';

export const listRecentlyBookedProviders: Handler<'listRecentlyBookedProviders'> = async ({
  query,
  viewer,
  services,
}) => {
  const { db } = services;
  const page = pageRequest(query, RECENT_PAGE_SIZE);
  // The voice actors of the caller's bookings that reached a booked state, each once, by their
  // latest booking.
  const lastBooked = sql`max(${projects.createdAt})`;
  const booked = and(eq(projectOwners.userId, viewer.user.id), bookedBooking);
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
  return providerSummaryPage(services, page, rows, () =>
    db
      .select({ n: sql<number>`count(DISTINCT ${providers.id})`.mapWith(Number) })
      .from(projectOwners)
      .innerJoin(projects, eq(projects.id, projectOwners.projectId))
      .innerJoin(providers, eq(providers.id, projects.providerId))
      .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
      .where(booked),
  );
};
