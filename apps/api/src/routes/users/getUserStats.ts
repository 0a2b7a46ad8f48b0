// getUserStats: Get a user's stats (GET /users/{id}/stats).
import type { Handler } from '../../contract/types';
import { favoriteCount } from '../../domain/favorites';
import { badgeStats } from '../../domain/stats';
import type { UserStats } from '@vo/sdk';
import { activeUser, selfOrAdmin } from '../../domain/users';

export const getUserStats: Handler<'getUserStats'> = async ({ viewer: me, services, params }) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const saved = await favoriteCount(services.db, user.id);
  // The counters come from domain/stats (the same figures the live-update socket pushes).
  const badges = await badgeStats(services.db, user.id);
  const stats: UserStats = {
    user_id: user.id,
    ...badges.user,
    past_projects: badges.projects.past_projects,
    bookings: badges.projects.bookings,
    favorites: saved,
    ...(user.roles.includes('provider') ? badges.provider : {}),
    updated_at: services.now().toISOString(),
  };
  return { status: 200, body: stats };
};
