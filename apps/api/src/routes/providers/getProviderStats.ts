// getProviderStats: Get a voice actor's visibility and activity stats (GET /providers/{id}/stats).
import type { Handler } from '../../contract/types';
import { loadProvider } from '../../modules/providers/providers';
import {
  metricFor,
  metricStart,
  monthsBefore,
  reportedMetrics,
  RESPONSE_TIME_WINDOW_MONTHS,
  STATS_WINDOW_MONTHS,
} from '../../modules/providers/providerStats';
import { ownedProvider } from '../../modules/providers/providerAccess';

export const getProviderStats: Handler<'getProviderStats'> = async ({ params, viewer, services }) => {
  const { db } = services;
  const row = await ownedProvider(db, viewer, params.id, 'see these stats');
  const end = services.now();
  const start = monthsBefore(end, STATS_WINDOW_MONTHS);
  const metrics = [];
  for (const name of reportedMetrics) {
    const metric = await metricFor(db, row.id, row.serviceId, name, metricStart(name, end), end);
    if (metric !== null) metrics.push(metric);
  }
  const profile = await loadProvider(db, row.id, {
    viewer,
    publicOrigin: services.config.publicOrigin,
    includeDeleted: true,
  });
  return {
    status: 200,
    body: {
      provider_id: row.id,
      window_months: STATS_WINDOW_MONTHS,
      response_time_window_months: RESPONSE_TIME_WINDOW_MONTHS,
      period_start: start.toISOString().slice(0, 10),
      period_end: end.toISOString().slice(0, 10),
      ...(profile ? { stats: profile.stats } : {}),
      metrics,
    },
  };
};
