// favorites: the favorite toggle (spec section 5: favorites toggle). Creating turns it on (201, or
// 200 with the existing favorite when it was already on), deleting turns it off; each user lists
// only their own favorites, newest first, voice actors embedded as cards.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { components } from '@vo/sdk';
import type { Handlers } from '../../contract/types';
import type { Database } from '../../db/client';
import { favorites, providers, samples, users } from '../../db/schema';
import type { Viewer } from '../../auth/viewer';
import { loadProviderSummaries } from '../../domain/providers';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { forbidden, notFound, unauthorized } from '../../http/errors';

type Favorite = components['schemas']['Favorite'];
type FavoriteTarget = components['schemas']['FavoriteTarget'];
type FavoriteRow = typeof favorites.$inferSelect;

function signedIn(viewer: Viewer | null): Viewer {
  // Authentication runs before every operation that needs it; this only narrows the type.
  if (!viewer) throw unauthorized('InvalidTokenSupplied', 'missing_token', 'Please log in to continue.');
  return viewer;
}

const targetLabel: Record<FavoriteTarget, string> = {
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
function targetExists(target: FavoriteTarget, targetId: SQL): SQL {
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

async function assertTargetExists(db: Database, target: FavoriteTarget, targetId: number): Promise<void> {
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

async function toFavorites(db: Database, rows: FavoriteRow[], publicOrigin: string): Promise<Favorite[]> {
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

export const favoriteHandlers = {
  createFavorite: async ({ viewer, services, body }) => {
    const me = signedIn(viewer);
    const { db } = services;
    await assertTargetExists(db, body.target, body.target_id);
    const [created] = await db
      .insert(favorites)
      .values({
        userId: me.user.id,
        target: body.target,
        targetId: body.target_id,
        additionalData: body.additional_data ?? null,
        createdAt: services.now(),
      })
      .onConflictDoNothing()
      .returning();
    if (created) {
      const [favorite] = await toFavorites(db, [created], services.config.publicOrigin);
      if (favorite) return { status: 201, body: favorite };
    }
    // Already on: the toggle stays on and the favorite is unchanged.
    const [existing] = await db
      .select()
      .from(favorites)
      .where(
        and(
          eq(favorites.userId, me.user.id),
          eq(favorites.target, body.target),
          eq(favorites.targetId, body.target_id),
        ),
      )
      .limit(1);
    if (!existing) throw notFound('favorite_not_found', 'Favorite not found.');
    const [favorite] = await toFavorites(db, [existing], services.config.publicOrigin);
    if (!favorite) throw notFound('favorite_not_found', 'Favorite not found.');
    return { status: 200, body: favorite };
  },

  deleteFavorite: async ({ viewer, services, params }) => {
    const me = signedIn(viewer);
    const removed = await services.db
      .delete(favorites)
      .where(
        and(
          eq(favorites.userId, me.user.id),
          eq(favorites.target, params.target),
          eq(favorites.targetId, params.id),
        ),
      )
      .returning({ targetId: favorites.targetId });
    if (removed.length === 0)
      throw notFound(
        'favorite_not_found',
        `${targetLabel[params.target]} ${params.id} is not among your favorites.`,
      );
    return { status: 204 };
  },

  // Here {id} is the user whose favorites are listed (the document says so), not a target id.
  listFavorites: async ({ viewer, services, params, query }) => {
    const me = signedIn(viewer);
    if (me.user.id !== params.id)
      throw forbidden('not_your_favorites', 'You can only see your own favorites.');
    const { db } = services;
    const page = pageRequest(query);
    const where = and(
      eq(favorites.userId, me.user.id),
      eq(favorites.target, params.target),
      // Favorites of deleted voice actors (and their samples) are hidden, not lost: a restored
      // account shows up again.
      targetExists(params.target, sql`${favorites.targetId}`),
    );
    const [total] = await db.select({ n: count() }).from(favorites).where(where);
    const rows = await db
      .select()
      .from(favorites)
      .where(where)
      .orderBy(desc(favorites.createdAt), desc(favorites.targetId))
      .limit(page.size)
      .offset(page.offset);
    return {
      status: 200,
      body: await toFavorites(db, rows, services.config.publicOrigin),
      headers: { ...pagingHeaders(page, total?.n ?? 0) },
    };
  },
} satisfies Handlers;
