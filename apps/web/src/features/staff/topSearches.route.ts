// /top-searches: the keywords searched most, which admins clear.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./TopSearchesPage')).TopSearchesPage,
  head: ({ site }) => ({ title: branded('Top searches', site), noindex: true }),
};
