import type { QueryClient } from '@tanstack/react-query';
import type { OfferStatus } from '@vo/sdk';
import { getListOffersQueryOptions, type ListOffersParams } from '@vo/sdk/hooks';
import { pageFrom } from '../../lib/paging/paging';
import { projectRefFrom } from './projectQuery';

/** A part of the page whose failure shows in the part (a note and Try again), not on the error page. */
const SECTION_ERRORS = { errors: 'local' } as const;

/** Proposals on one page of the list: the spec's default (section 9), oldest first. */
export const OFFERS_PAGE_SIZE = 10;

/** The statuses a project's proposals are filtered by (drafts are their authors' only). */
export const FILTER_STATUSES = [
  'posted',
  'reviewed',
  'revision_requested',
] as const satisfies readonly OfferStatus[];
type FilterStatus = (typeof FILTER_STATUSES)[number];

/** Which proposals the list shows, as the address holds them (`?status=posted&upvotes=true`). */
export interface ProposalFilters {
  readonly status: FilterStatus | null;
  /** The owners' trash (deleted proposals) instead of the others. */
  readonly trash: boolean;
  /** Only the liked ones (at least one up vote). */
  readonly liked: boolean;
  /** Only those received on or after this day (YYYY-MM-DD, UTC). */
  readonly since: string | null;
}

export const NO_FILTERS: ProposalFilters = { status: null, trash: false, liked: false, since: null };

const isFilterStatus = (value: string | null): value is FilterStatus =>
  FILTER_STATUSES.some((status) => status === value);

/** A day as the address writes it; anything else is no day. */
const dayFrom = (value: string | null): string | null =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? value
    : null;

/** The filters an address asks for; a value the list does not know is left out. */
export function filtersFrom(search: URLSearchParams): ProposalFilters {
  const status = search.get('status');
  return {
    status: isFilterStatus(status) ? status : null,
    trash: search.get('trash') === 'true',
    liked: search.get('upvotes') === 'true',
    since: dayFrom(search.get('since')),
  };
}

/** The address's query for these filters (the first page: a new filter starts the list again). */
export function searchOf(filters: ProposalFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status !== null) search.set('status', filters.status);
  if (filters.trash) search.set('trash', 'true');
  if (filters.liked) search.set('upvotes', 'true');
  if (filters.since !== null) search.set('since', filters.since);
  return search;
}

/** listOffers' parameters for a project's page of proposals; absent filters are left out of the key. */
function offersParams(projectRef: string, filters: ProposalFilters, page: number): ListOffersParams {
  return {
    project_id: projectRef,
    page,
    size: OFFERS_PAGE_SIZE,
    order: 'oldest',
    ...(filters.status === null ? {} : { status: [filters.status] }),
    ...(filters.trash ? { trash: true } : {}),
    ...(filters.liked ? { upvotes: true } : {}),
    ...(filters.since === null ? {} : { since: `${filters.since}T00:00:00.000Z` }),
  };
}

/** One page of a project's proposals, filtered. */
export const projectOffersQuery = (projectRef: string, filters: ProposalFilters, page: number) => ({
  ...getListOffersQueryOptions(offersParams(projectRef, filters, page)),
  meta: SECTION_ERRORS,
});

/** Starts the proposals' page the address asks for while the tab's code loads. */
export async function prefetchProposals({
  params,
  url,
  queryClient,
}: {
  params: { id?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const ref = projectRefFrom(params.id);
  if (ref === null) return;
  const query = projectOffersQuery(ref, filtersFrom(url.searchParams), pageFrom(url.searchParams));
  await queryClient.query(query).catch(() => undefined);
}
