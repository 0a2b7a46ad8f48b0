// /search/autocomplete: the search's suggestions on a page of their own, the phone's way to search.
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./SearchAutocompletePage')).SearchAutocompletePage,
  // A page of suggestions for what one person types: nothing for a search index.
  head: () => ({ title: 'Search suggestions', noindex: true }),
};
