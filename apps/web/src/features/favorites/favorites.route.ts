// /favorites/{id}: the voice actors a user keeps.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchFavorites } from './favoritesQuery';

export const screen: Screen = {
  Component: async () => (await import('./FavoritesPage')).FavoritesPage,
  prefetch: prefetchFavorites,
  head: ({ site }) => ({ title: branded('Your favorite voice actors', site), noindex: true }),
};
