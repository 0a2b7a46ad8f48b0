// /feature-requests: the feature requests testers file and follow.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./FeatureRequestsPage')).FeatureRequestsPage,
  head: ({ site }) => ({ title: branded('Feature requests', site), noindex: true }),
};
