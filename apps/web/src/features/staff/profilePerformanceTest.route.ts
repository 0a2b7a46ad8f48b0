// /profile_performance_test/{id}: a voice actor profile's performance figures, for admins.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchProvider } from './staffQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProfilePerformancePage')).ProfilePerformancePage,
  prefetch: prefetchProvider,
  head: ({ site }) => ({ title: branded('Profile performance', site), noindex: true }),
};
