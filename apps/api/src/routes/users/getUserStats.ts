// getUserStats: Get a user's stats (GET /users/{id}/stats).
import type { Handler } from '../../contract/types';
import { favoriteCount } from '../../modules/favorites/favorites';
import { badgeStats } from '../../modules/stats/stats';
import type { UserStats } from '@vo/sdk';
import { activeUser, selfOrAdmin } from '../../modules/users/users';

export const getUserStats: Handler<'getUserStats'> = async ({ viewer: me, services, params }) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const saved = await favoriteCount(services.db, user.id);
  // The counters come from modules/stats/stats (the same figures the live-update socket pushes).
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
