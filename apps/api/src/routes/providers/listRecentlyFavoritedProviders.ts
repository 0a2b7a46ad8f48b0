// listRecentlyFavoritedProviders: List the voice actors the caller favorited recently (GET /providers/recently_favorited).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { favorites, providers, users } from '../../db/schema';
import { pageRequest } from '../../domain/paging';
import { providerSummaryPage, RECENT_PAGE_SIZE } from '../../domain/providerProfiles';

export const listRecentlyFavoritedProviders: Handler<'listRecentlyFavoritedProviders'> = async ({
  query,
  viewer,
  services,
}) => {
  const { db } = services;
  const page = pageRequest(query, RECENT_PAGE_SIZE);
  const rows = await db
    .select({ id: providers.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(favorites)
    .innerJoin(providers, eq(providers.id, favorites.targetId))
    .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
    .where(and(eq(favorites.userId, viewer.user.id), eq(favorites.target, 'provider')))
    .orderBy(desc(favorites.createdAt), desc(providers.id))
    .limit(page.size)
    .offset(page.offset);
  return providerSummaryPage(services, page, rows, () =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(favorites)
      .innerJoin(providers, eq(providers.id, favorites.targetId))
      .innerJoin(users, and(eq(users.id, providers.userId), isNull(users.deletedAt)))
      .where(and(eq(favorites.userId, viewer.user.id), eq(favorites.target, 'provider'))),
  );
};
