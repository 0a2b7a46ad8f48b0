// stats: the admin's "reset and recalculate stats" of one user or one provider. This server
// stores no counters to reset: the badge counters are computed from the stored data on every read
// (domain/stats.ts), so recalculating is reading them afresh, and the new figures are pushed to
// that user's open live-update sockets as a stats-updated message for the entity asked about.
import { and, eq, isNull } from 'drizzle-orm';
import type { Handlers } from '../../contract/types';
import { providers, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { publishStats } from '../../live/hub';

export const statsHandlers = {
  recalculateStats: async ({ services, body }) => {
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
  },
} satisfies Handlers;
