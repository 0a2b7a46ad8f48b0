// What the favorites operations share: which targets exist and how a favorite row becomes the document's Favorite.
import type { Favorite, FavoriteTarget } from '@vo/sdk';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favorites, providers, samples, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { loadProviderSummaries } from '../providers/providers';

export type FavoriteRow = typeof favorites.$inferSelect;

export const targetLabel: Record<FavoriteTarget, string> = {
  provider: 'Voice actor',
  offer: 'Proposal',
  sample: 'Sample',
  project: 'Project',
};

/**
 * Only targets that exist can be favorited (and listed): voice actors whose account is not deleted,
 * and their samples. Proposals are not stored by this part of the server yet; projects are, but who
 * may see which project (and so favorite it) is decided by the project reads of a later part, so no
 * proposal or project can be favorited yet.
 */
export function targetExists(target: FavoriteTarget, targetId: SQL): SQL {
  switch (target) {
    case 'provider':
      return sql`EXISTS (SELECT 1 FROM ${providers} p JOIN ${users} u ON u.id = p.user_id
        WHERE p.id = ${targetId} AND u.deleted_at IS NULL)`;
    case 'sample':
      return sql`EXISTS (SELECT 1 FROM ${samples} s JOIN ${providers} p ON p.id = s.provider_id
        JOIN ${users} u ON u.id = p.user_id WHERE s.id = ${targetId} AND u.deleted_at IS NULL)`;
    case 'offer':
    case 'project':
      return sql`false`;
  }
}

export async function assertTargetExists(
  db: Database,
  target: FavoriteTarget,
  targetId: number,
): Promise<void> {
  let found: unknown[] = [];
  if (target === 'provider') {
    found = await db
      .select({ id: providers.id })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(and(eq(providers.id, targetId), isNull(users.deletedAt)))
      .limit(1);
  } else if (target === 'sample') {
    found = await db
      .select({ id: samples.id })
      .from(samples)
      .innerJoin(providers, eq(providers.id, samples.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
      .where(and(eq(samples.id, targetId), isNull(users.deletedAt)))
      .limit(1);
  }
  if (found.length === 0) throw notFound('favorite_target_not_found', `${targetLabel[target]} not found.`);
}

export async function toFavorites(
  db: Database,
  rows: FavoriteRow[],
  publicOrigin: string,
): Promise<Favorite[]> {
  const providerIds = rows.filter((r) => r.target === 'provider').map((r) => r.targetId);
  const cards = new Map(
    (await loadProviderSummaries(db, providerIds, publicOrigin)).map((card) => [card.id, card]),
  );
  return rows.map((row) => {
    const card = row.target === 'provider' ? cards.get(row.targetId) : undefined;
    return {
      user_id: row.userId,
      // Written by createFavorite from the document's enum.
      target: row.target as FavoriteTarget,
      target_id: row.targetId,
      ...(row.additionalData ? { additional_data: row.additionalData } : {}),
      ...(card ? { provider: card } : {}),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** One user's favorite of one target. */
export interface FavoriteKey {
  userId: number;
  target: FavoriteTarget;
  targetId: number;
}

const matches = (key: FavoriteKey) =>
  and(
    eq(favorites.userId, key.userId),
    eq(favorites.target, key.target),
    eq(favorites.targetId, key.targetId),
  );

/** Turns a favorite on; null when it was already on (the stored one is unchanged). */
export async function addFavorite(
  db: Database,
  key: FavoriteKey,
  additionalData: FavoriteRow['additionalData'],
  now: Date,
): Promise<FavoriteRow | null> {
  const [created] = await db
    .insert(favorites)
    .values({ ...key, additionalData, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export async function findFavorite(db: Database, key: FavoriteKey): Promise<FavoriteRow | null> {
  const [row] = await db.select().from(favorites).where(matches(key)).limit(1);
  return row ?? null;
}

/** Turns a favorite off; false when it was not on. */
export async function removeFavorite(db: Database, key: FavoriteKey): Promise<boolean> {
  const removed = await db.delete(favorites).where(matches(key)).returning({ targetId: favorites.targetId });
  return removed.length > 0;
}

/**
 * One page of a user's favorites of one kind, newest first. Favorites of deleted voice actors (and
 * their samples) are hidden, not lost: a restored account shows up again.
 */
export async function favoritePage(db: Database, userId: number, target: FavoriteTarget, page: PageRequest) {
  const where = and(
    eq(favorites.userId, userId),
    eq(favorites.target, target),
    targetExists(target, sql`${favorites.targetId}`),
  );
  const [total] = await db.select({ n: count() }).from(favorites).where(where);
  const rows = await db
    .select()
    .from(favorites)
    .where(where)
    .orderBy(desc(favorites.createdAt), desc(favorites.targetId))
    .limit(page.size)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

/** How many favorites the user has saved, of every target. */
export async function favoriteCount(db: Database, userId: number): Promise<number> {
  const [saved] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
  return saved?.n ?? 0;
}
