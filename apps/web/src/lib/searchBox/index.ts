export { SearchBox } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export {
  SEARCH_FILTER_KEYS,
  SEARCH_PATH,
  filterKeyOf,
  readSearchLocation,
  searchHref,
  searchProvidersParams,
  searchQueryString,
} from './searchUrl';
export type { SearchFilterKey, SearchLocation } from './searchUrl';
export { loadSearchSuggestions } from './suggestions';
export type { SearchSuggestion } from './suggestions';
