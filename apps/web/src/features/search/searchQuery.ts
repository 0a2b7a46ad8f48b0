import type { QueryClient } from '@tanstack/react-query';
import {
  filterKeyOf,
  readSearchLocation,
  searchQueryString,
  type SearchFilterKey,
} from '../../lib/searchBox';
import type { SearchFilter } from '@vo/sdk';
import {
  getGetAllAttributesQueryOptions,
  getGetSearchFilterQueryOptions,
  getSearchProvidersQueryOptions,
  type SearchProvidersParams,
} from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';

/** Spec section 9: a results page holds 10 voice actors (dummies pad a short one). */
export const SEARCH_PAGE_SIZE = 10;

/** The filter groups a visitor picks from, and the address key each one is written under. */
export const FILTER_GROUPS = [
  'languages',
  'voice_age_genders',
  'additional_services',
  'recording_capabilities',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];
export const keyOfGroup = (group: FilterGroup): SearchFilterKey => filterKeyOf(group);

/**
 * A search as the address holds it, so that it can be shared and the back button restores it. The
 * address follows lib/searchBox's rule (the one Home's box and category pages link with:
 * `q`, repeated `languages` / `voice_age_genders` / `filters` keys, `page`), plus `country`.
 */
export interface SearchState {
  /** The free text ('' for none). */
  readonly q: string;
  readonly ids: Readonly<Record<SearchFilterKey, readonly number[]>>;
  /** An ISO country code the voice actor works from, or null for anywhere. */
  readonly country: string | null;
  readonly page: number;
}

/**
 * `change` (a search made from the `rendered` one) applied to `latest`, the newest search the
 * screen has navigated to. That can be ahead of the screen: a filter's navigation has landed, but
 * React has not yet re-rendered it (it does so in a transition, later on a busy phone), and a second
 * choice made in between was built from the old search. Each part the change alters is taken from
 * it; every other part from `latest`, so the first choice is kept.
 */
export function rebaseSearch(change: SearchState, rendered: SearchState, latest: SearchState): SearchState {
  const sameIds = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && a.every((id, index) => id === b[index]);
  const pick = <T>(changed: T, was: T, now: T, same: (a: T, b: T) => boolean = Object.is): T =>
    same(changed, was) ? now : changed;
  return {
    q: pick(change.q, rendered.q, latest.q),
    ids: {
      languages: pick(change.ids.languages, rendered.ids.languages, latest.ids.languages, sameIds),
      voice_age_genders: pick(
        change.ids.voice_age_genders,
        rendered.ids.voice_age_genders,
        latest.ids.voice_age_genders,
        sameIds,
      ),
      filters: pick(change.ids.filters, rendered.ids.filters, latest.ids.filters, sameIds),
    },
    country: pick(change.country, rendered.country, latest.country),
    page: pick(change.page, rendered.page, latest.page),
  };
}

/** The search an address holds; anything malformed is left out rather than refused. */
export function searchFromUrl(search: URLSearchParams): SearchState {
  const location = readSearchLocation(search);
  const country = search.get('country');
  return {
    q: location.q ?? '',
    ids: {
      languages: location.languages ?? [],
      voice_age_genders: location.voice_age_genders ?? [],
      filters: location.filters ?? [],
    },
    country: country !== null && /^[A-Z]{2}$/.test(country) ? country : null,
    page: location.page ?? 1,
  };
}

/** The address's query for a search (with its `?`), or '' when nothing is set. */
export function searchToUrl(state: SearchState): string {
  const query = new URLSearchParams(searchQueryString({ q: state.q, page: state.page, ...state.ids }));
  if (state.country !== null) query.set('country', state.country);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * How many filters a search has chosen: each language, voice age and gender, service or capability
 * ticked, and the location. The phone's Filters button names it, as the filters are out of sight there.
 */
export const activeFilterCount = ({ ids, country }: SearchState): number =>
  ids.languages.length + ids.voice_age_genders.length + ids.filters.length + (country === null ? 0 : 1);

/** The free text's filter (attributes recognised in it, the rest as keywords); GET /search_filter. */
export const searchFilterQuery = (q: string) => getGetSearchFilterQueryOptions({ keywords: q });

/** Every attribute, to name the filters' choices (loaded once per visit). */
export const attributesQuery = () => ({ ...getGetAllAttributesQueryOptions(), staleTime: Infinity });

const ids = (refs: readonly { id: number }[]) => refs.map((ref) => ref.id);
const joined = (list: readonly number[]) => (list.length > 0 ? [...new Set(list)].join(',') : undefined);

/**
 * The API's parameters for a search: the chosen filters, joined with what the free text stands for
 * (its filter, when it has been read) and its leftover words as keywords.
 */
export function searchParams(state: SearchState, filter: SearchFilter | null): SearchProvidersParams {
  const { ids: chosen } = state;
  // Unset parameters stay undefined: the URL leaves them out and the query key ignores them.
  return {
    languages: joined([...chosen.languages, ...ids(filter?.languages ?? [])]),
    voice_age_genders: joined([...chosen.voice_age_genders, ...ids(filter?.voice_age_genders ?? [])]),
    filters: joined([
      ...chosen.filters,
      ...ids(filter?.accents ?? []),
      ...ids(filter?.additional_services ?? []),
      ...ids(filter?.recording_capabilities ?? []),
      ...ids(filter?.vocal_abilities ?? []),
      ...ids(filter?.categories ?? []),
    ]),
    keywords: filter?.keywords ?? undefined,
    country: state.country ?? undefined,
    page: state.page,
    size: SEARCH_PAGE_SIZE,
  };
}

export const resultsQuery = (state: SearchState, filter: SearchFilter | null) =>
  getSearchProvidersQueryOptions(searchParams(state, filter));

/** Starts the search's requests while the screen's code loads: the same queries the screen reads. */
export async function prefetchSearch({
  url,
  queryClient,
}: {
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const state = searchFromUrl(url.searchParams);
  // A failure stays in the query cache, where the screen reads it and shows its error state.
  const attributes = queryClient.query(attributesQuery()).catch(() => undefined);
  let filter: SearchFilter | null = null;
  if (state.q !== '') {
    const answer = await queryClient.query(searchFilterQuery(state.q)).catch(() => undefined);
    if (answer === undefined) {
      await attributes;
      return;
    }
    filter = answer.data;
  }
  await Promise.all([attributes, queryClient.query(resultsQuery(state, filter)).catch(() => undefined)]);
}

/** The search's head: the searched words in the title; every search is one page for search engines. */
export const searchHead = ({ url, site }: HeadArgs): ScreenHead => {
  const { q } = searchFromUrl(url.searchParams);
  return {
    title: branded(q === '' ? 'Find a voice actor' : `${q}: voice actors`, site),
    description:
      'Search voice actors by language, voice age and gender, services and location, and listen to their samples.',
    canonicalPath: '/search',
  };
};
