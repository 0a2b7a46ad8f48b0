import type { QueryClient } from '@tanstack/react-query';
import type { SearchFilter } from '@vo/sdk';
import {
  getGetAllAttributesQueryOptions,
  getGetSearchFilterQueryOptions,
  getSearchProvidersQueryOptions,
  type SearchProvidersParams,
} from '@vo/sdk/hooks';

/** Spec section 9: a results page holds 10 voice actors (dummies pad a short one). */
export const SEARCH_PAGE_SIZE = 10;

/** The filter groups a visitor picks from, as the URL names them (the API's own parameter names). */
export const FILTER_GROUPS = [
  'languages',
  'voice_age_genders',
  'additional_services',
  'recording_capabilities',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/**
 * A search as the address holds it, so that it can be shared and the back button restores it:
 * `/search?q=warm+narrator&languages=1,5&voice_age_genders=30&country=GB&page=2`.
 */
export interface SearchState {
  /** The free text ('' for none). */
  readonly q: string;
  readonly groups: Readonly<Record<FilterGroup, readonly number[]>>;
  /** An ISO country code the voice actor works from, or null for anywhere. */
  readonly country: string | null;
  readonly page: number;
}

const idList = (value: string | null): number[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .filter((part) => /^[1-9][0-9]{0,8}$/.test(part))
        .map(Number),
    ),
  ].slice(0, 50);

/** The search an address holds; anything malformed is left out rather than refused. */
export function searchFromUrl(search: URLSearchParams): SearchState {
  const page = Number(search.get('page') ?? '1');
  const country = search.get('country');
  return {
    // The API takes at most 255 characters of free text.
    q: (search.get('q') ?? '').trim().slice(0, 255),
    groups: {
      languages: idList(search.get('languages')),
      voice_age_genders: idList(search.get('voice_age_genders')),
      additional_services: idList(search.get('additional_services')),
      recording_capabilities: idList(search.get('recording_capabilities')),
    },
    country: country !== null && /^[A-Z]{2}$/.test(country) ? country : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The address's query for a search: only what is set, in a stable order (page 1 is left out). */
export function searchToUrl(state: SearchState): string {
  const query = new URLSearchParams();
  if (state.q !== '') query.set('q', state.q);
  for (const group of FILTER_GROUPS) {
    if (state.groups[group].length > 0) query.set(group, state.groups[group].join(','));
  }
  if (state.country !== null) query.set('country', state.country);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

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
  const { groups } = state;
  // Unset parameters stay undefined: the URL leaves them out and the query key ignores them.
  return {
    languages: joined([...groups.languages, ...ids(filter?.languages ?? [])]),
    voice_age_genders: joined([...groups.voice_age_genders, ...ids(filter?.voice_age_genders ?? [])]),
    filters: joined([
      ...groups.additional_services,
      ...groups.recording_capabilities,
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
