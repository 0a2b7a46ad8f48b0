// The badge counters (the document's SocketStats), computed in one place for every answer that
// carries them: GET /users/{id}/stats, the user resource (`services[].stats`, `provider_stats`) and
// the live-update socket's stats-updated messages. A user's counters are those of the User entity;
// a voice actor's invitation and booking counters are those of the Provider entity.
import type { components } from '@vo/sdk';
import type { Database } from '../db/client';

export type UserBadgeStats = components['schemas']['UserServiceStats'];
export type ProviderBadgeStats = components['schemas']['UserProviderStats'];

export interface BadgeStats {
  user: UserBadgeStats;
  provider: ProviderBadgeStats;
}

/**
 * The counters of one user (and of their provider profile, if any). Projects, bookings,
 * invitations and conversations are not stored by this part of the server yet: nobody has any, so
 * every counter is truly 0. When they are stored, count them here, and call `publishStats` (live/hub)
 * from the operations that change them.
 */
export function badgeStats(_db: Database, _userId: number): Promise<BadgeStats> {
  return Promise.resolve({
    user: { pending_events: 0, active_projects: 0 },
    provider: { unread_bookings_invitations: 0, unread_projects_invitations: 0, bookings_accepted: 0 },
  });
}
