// listProvidersAlsoVisited: List voice actors also visited by this profile's visitors (GET /providers/{id}/also_visited).
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { profileViews, providers, users } from '../../db/schema';
import { pageRequest } from '../../domain/paging';
import { providerSummaryPage } from '../../domain/providerProfiles';
import { visibleProvider } from '../../domain/providerAccess';

export const listProvidersAlsoVisited: Handler<'listProvidersAlsoVisited'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const { db } = services;
  await visibleProvider(db, viewer, params.id);
  const page = pageRequest(query);
  // A visitor is the signed-in user, or the browser session of an anonymous one.
  const visitor = sql`coalesce('u' || ${profileViews.viewerId}::text, 's' || ${profileViews.sessionId})`;
  const visitors = db
    .selectDistinct({ visitor: visitor.as('visitor') })
    .from(profileViews)
    .where(eq(profileViews.providerId, params.id))
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
    .where(sql`${profileViews.providerId} <> ${params.id}`)
    .groupBy(profileViews.providerId)
    .orderBy(desc(visits), asc(profileViews.providerId))
    .limit(page.size)
    .offset(page.offset);
  return providerSummaryPage(services, page, rows, () =>
    db
      .select({ n: sql<number>`count(DISTINCT ${profileViews.providerId})`.mapWith(Number) })
      .from(profileViews)
      .innerJoin(visitors, sql`${visitors.visitor} = ${visitor}`)
      .innerJoin(providers, eq(providers.id, profileViews.providerId))
      .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
      .where(sql`${profileViews.providerId} <> ${params.id}`),
  );
};
