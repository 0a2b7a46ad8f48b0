// recalculateStats: Reset and recalculate stats (POST /stats/recalculate).
import type { Handler } from '../../contract/types';
import { statsOwnerId } from '../../modules/stats/stats';
import { HttpError } from '../../http/errors';
import { publishStats } from '../../live/hub';

export const recalculateStats: Handler<'recalculateStats'> = async ({ services, body }) => {
  const ownerId = await statsOwnerId(services.db, body.entity, body.entity_id);
  if (ownerId === null) {
    throw new HttpError(
      422,
      body.entity === 'User' ? 'user_not_found' : 'provider_not_found',
      body.entity === 'User' ? 'No user has this id.' : 'No voice actor has this id.',
    );
  }
  await publishStats(services, ownerId, { entities: [body.entity] });
  return { status: 200, body: { ok: true } };
};
