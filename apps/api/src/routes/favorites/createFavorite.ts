import type { Handler } from '../../contract/types';
import {
  addFavorite,
  assertTargetExists,
  findFavorite,
  toFavorites,
} from '../../modules/favorites/favorites';
import { notFound } from '../../http/errors';

export const createFavorite: Handler<'createFavorite'> = async ({ viewer: me, services, body }) => {
  const { db } = services;
  await assertTargetExists(db, body.target, body.target_id);
  const key = { userId: me.user.id, target: body.target, targetId: body.target_id };
  const created = await addFavorite(db, key, body.additional_data ?? null, services.now());
  if (created) {
    const [favorite] = await toFavorites(db, [created], services.config.publicOrigin);
    if (favorite) return { status: 201, body: favorite };
  }
  // Already on: the toggle stays on and the favorite is unchanged.
  const existing = await findFavorite(db, key);
  if (!existing) throw notFound('favorite_not_found', 'Favorite not found.');
  const [favorite] = await toFavorites(db, [existing], services.config.publicOrigin);
  if (!favorite) throw notFound('favorite_not_found', 'Favorite not found.');
  return { status: 200, body: favorite };
};
