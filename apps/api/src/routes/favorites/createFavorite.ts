// createFavorite: Favorite a voice actor, proposal, sample or project (POST /favorites).
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { favorites } from '../../db/schema';
import { assertTargetExists, toFavorites } from '../../domain/favorites';
import { notFound } from '../../http/errors';

export const createFavorite: Handler<'createFavorite'> = async ({ viewer: me, services, body }) => {
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
};
