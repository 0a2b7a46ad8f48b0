// /experiments: the experiments tool of testers and admins.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ExperimentsPage')).ExperimentsPage,
  head: ({ site }) => ({ title: branded('Experiments', site), noindex: true }),
};
