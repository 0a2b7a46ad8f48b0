// deleteFavorite: Remove a favorite (DELETE /favorites/{target}/{id}).
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { favorites } from '../../db/schema';
import { targetLabel } from '../../domain/favorites';
import { notFound } from '../../http/errors';

export const deleteFavorite: Handler<'deleteFavorite'> = async ({ viewer: me, services, params }) => {
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
};
