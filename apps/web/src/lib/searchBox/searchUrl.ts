import type { AttributeGroupName, ServiceId } from '@vo/sdk';
import type { SearchProvidersParams } from '@vo/sdk/hooks';

/**
 * A search as its address carries it (`/search?q=warm+narrator&languages=12&languages=14&page=2`):
 * the free text in `q`, the page in `page`, and each filter as a repeated query key named after the
 * searchProviders query parameter it feeds (`languages`, `voice_age_genders`, `filters`, `service`).
 * One rule shared by every screen that links to a search (Home's box, category pages) and the search
 * screen that reads it back, so a search can be shared and the back button restores it.
 */
export interface SearchLocation {
  /** The free text typed. */
  readonly q?: string;
  /** The results page, from 1. */
  readonly page?: number;
  /** The service searched (voice_over when absent). */
  readonly service?: ServiceId;
  /** Language attribute ids. */
  readonly languages?: readonly number[];
  /** Voice age and gender attribute ids. */
  readonly voice_age_genders?: readonly number[];
  /** Every other attribute id (accents, additional services, recording capabilities...). */
  readonly filters?: readonly number[];
}

/** The filter keys of the address, in the order they are written. */
export const SEARCH_FILTER_KEYS = ['languages', 'voice_age_genders', 'filters'] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

export const SEARCH_PATH = '/search';

/** The searchProviders parameter an attribute of a group filters through. */
export function filterKeyOf(group: AttributeGroupName): SearchFilterKey {
  if (group === 'languages') return 'languages';
  if (group === 'voice_age_genders') return 'voice_age_genders';
  return 'filters';
}

const SERVICES: readonly string[] = ['voice_over'] satisfies readonly ServiceId[];
const isService = (value: string): value is ServiceId => SERVICES.includes(value);

/** The query string of a search (no leading `?`); empty parts are left out. */
export function searchQueryString(search: SearchLocation): string {
  const params = new URLSearchParams();
  const q = search.q?.trim() ?? '';
  if (q !== '') params.set('q', q);
  if (search.service !== undefined) params.set('service', search.service);
  for (const key of SEARCH_FILTER_KEYS) {
    for (const id of [...new Set(search[key] ?? [])]) params.append(key, String(id));
  }
  if (search.page !== undefined && search.page > 1) params.set('page', String(search.page));
  return params.toString();
}

/** The address of a search: `/search`, or `/search?` and its query string. */
export function searchHref(search: SearchLocation = {}): string {
  const query = searchQueryString(search);
  return query === '' ? SEARCH_PATH : `${SEARCH_PATH}?${query}`;
}

/** A positive 32-bit id as the address writes it, else null (a hand-edited address is ignored, not fatal). */
function idFrom(text: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** Reads a search back from an address's query; what does not parse is left out. */
export function readSearchLocation(params: URLSearchParams): SearchLocation {
  // NUL is the one character the API refuses in a text; the document bounds keywords to 255.
  const q = (params.get('q') ?? '').replaceAll('\u0000', '').trim();
  const page = idFrom(params.get('page') ?? '');
  const service = params.get('service') ?? '';
  // The API takes at most 100 ids a parameter.
  const ids = (key: SearchFilterKey) =>
    [...new Set(params.getAll(key).flatMap((value) => idFrom(value) ?? []))].slice(0, 100);
  return {
    ...(q !== '' ? { q: q.slice(0, 255) } : {}),
    ...(page !== null && page > 1 && page <= 100_000 ? { page } : {}),
    ...(isService(service) ? { service } : {}),
    ...Object.fromEntries(
      SEARCH_FILTER_KEYS.map((key) => [key, ids(key)] as const).filter(([, list]) => list.length > 0),
    ),
  };
}

/** The searchProviders parameters a search stands for (the free text is its keywords). */
export function searchProvidersParams(search: SearchLocation): SearchProvidersParams {
  const params: SearchProvidersParams = {};
  if (search.q !== undefined) params.keywords = search.q;
  if (search.service !== undefined) params.service = search.service;
  for (const key of SEARCH_FILTER_KEYS) {
    const ids = search[key];
    if (ids !== undefined && ids.length > 0) params[key] = ids.join(',');
  }
  if (search.page !== undefined) params.page = search.page;
  return params;
}
