import type { Handler } from '../../contract/types';
import { removeFavorite, targetLabel } from '../../modules/favorites/favorites';
import { notFound } from '../../http/errors';

export const deleteFavorite: Handler<'deleteFavorite'> = async ({ viewer: me, services, params }) => {
  const removed = await removeFavorite(services.db, {
    userId: me.user.id,
    target: params.target,
    targetId: params.id,
  });
  if (!removed)
    throw notFound(
      'favorite_not_found',
      `${targetLabel[params.target]} ${params.id} is not among your favorites.`,
    );
  return { status: 204 };
};
