// /admin/tags: tags management (admins): the list, a file of tags, extraction, a sample's exclusions.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./TagsPage')).TagsPage,
  head: ({ site }) => ({ title: branded('Tags', site), noindex: true }),
};
