// recalculateStats: Reset and recalculate stats (POST /stats/recalculate).
import { and, eq, isNull } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { providers, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishStats } from '../../live/hub';

export const recalculateStats: Handler<'recalculateStats'> = async ({ services, body }) => {
  const { db } = services;
  const [owner] =
    body.entity === 'User'
      ? await db
          .select({ userId: users.id })
          .from(users)
          .where(and(eq(users.id, body.entity_id), isNull(users.deletedAt)))
          .limit(1)
      : await db
          .select({ userId: providers.userId })
          .from(providers)
          .innerJoin(users, eq(users.id, providers.userId))
          .where(and(eq(providers.id, body.entity_id), isNull(users.deletedAt)))
          .limit(1);
  if (!owner) {
    throw new HttpError(
      422,
      body.entity === 'User' ? 'user_not_found' : 'provider_not_found',
      body.entity === 'User' ? 'No user has this id.' : 'No voice actor has this id.',
    );
  }
  await publishStats(services, owner.userId, { entities: [body.entity] });
  return { status: 200, body: { ok: true } };
};
