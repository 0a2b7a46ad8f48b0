// /stats/{id}: a voice actor's stats page (their provider id), for them or an admin.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { providerIdFrom, providerStatsQuery } from './dashboardQuery';

export const screen: Screen = {
  Component: async () => (await import('./StatsPage')).StatsPage,
  prefetch: async ({ params, queryClient }) => {
    const id = providerIdFrom(params['id']);
    if (id !== null) await queryClient.query(providerStatsQuery(id)).catch(() => undefined);
  },
  head: ({ site }) => ({ title: branded('Voice actor stats', site), noindex: true }),
};
