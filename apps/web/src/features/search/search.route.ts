// /search: voice actors by filters and words.
import type { Screen } from '../../routes/screen';
import { prefetchSearch, searchHead } from './searchQuery';

export const screen: Screen = {
  Component: async () => (await import('./SearchPage')).SearchPage,
  prefetch: prefetchSearch,
  head: searchHead,
};
