// stats: the admin's "reset and recalculate stats" of one user or one provider. This server
// stores no counters to reset: the badge counters are computed from the stored data on every read
// (modules/stats/stats.ts), so recalculating is reading them afresh, and the new figures are pushed to
// that user's open live-update sockets as a stats-updated message for the entity asked about.
import type { Handlers } from '../../contract/types';
import { recalculateStats } from './recalculateStats';

export const statsHandlers = {
  recalculateStats,
} satisfies Handlers;
