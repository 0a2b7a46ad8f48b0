import type { QueryClient } from '@tanstack/react-query';
import { getListOffersQueryOptions, type getProject } from '@vo/sdk/hooks';
import type { Site } from '../../lib/brand';
import { branded, type ScreenHead } from '../../lib/head';
import { pageFrom } from '../../lib/paging/paging';
import { offerIdFrom, offerQuery } from './offersQuery';
import { projectQuery, projectRefFrom } from './projectQuery';
import { FILTER_STATUSES, OFFERS_PAGE_SIZE } from './proposalsQuery';

/** A part of the page whose failure shows in the part (a note and Try again), not on the error page. */
const SECTION_ERRORS = { errors: 'local' } as const;

/**
 * One page of a casting's proposals as the shared lists show them: the sent ones, oldest first, ten
 * a page (spec section 9). Drafts are asked away by status: a signed-in voice actor's own draft,
 * which listOffers gives its author, is no part of a list handed on.
 */
export const sharedOffersQuery = (projectRef: string, page: number) => ({
  ...getListOffersQueryOptions({
    project_id: projectRef,
    page,
    size: OFFERS_PAGE_SIZE,
    order: 'oldest',
    status: [...FILTER_STATUSES],
  }),
  meta: SECTION_ERRORS,
});

/**
 * Starts what the shared list or one of its proposals shows (/pv, /c and their details): the
 * casting, and the page of proposals or the one proposal. Public routes: the server's render waits
 * for it. A failure stays in the cache, where the page shows it.
 */
export async function prefetchSharedProposals({
  params,
  url,
  queryClient,
}: {
  params: { id?: string; offerId?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const ref = projectRefFrom(params.id);
  if (ref === null) return;
  const offerId = params.offerId === undefined ? undefined : offerIdFrom(params.offerId);
  await Promise.all([
    queryClient.query(projectQuery(ref)).catch(() => undefined),
    offerId === undefined
      ? queryClient.query(sharedOffersQuery(ref, pageFrom(url.searchParams))).catch(() => undefined)
      : offerId === null
        ? undefined
        : queryClient.query(offerQuery(offerId)).catch(() => undefined),
  ]);
}

const projectName = (queryClient: QueryClient, ref: string): string | undefined =>
  queryClient.getQueryData<Awaited<ReturnType<typeof getProject>>>(projectQuery(ref).queryKey)?.data.name;

/** The shared list's title: the casting's proposals, under the brand; never indexed (a link's page). */
export function sharedProposalsHead({
  params,
  queryClient,
  site,
}: {
  params: { id?: string };
  queryClient: QueryClient;
  site: Site;
}): ScreenHead | null {
  const ref = projectRefFrom(params.id);
  const name = ref === null ? undefined : projectName(queryClient, ref);
  return name === undefined ? null : { title: branded(`Proposals for ${name}`, site), noindex: true };
}

/** The clean list's title: the casting's name alone, without the brand (the page carries none). */
export function cleanProposalsHead({
  params,
  queryClient,
}: {
  params: { id?: string };
  queryClient: QueryClient;
}): ScreenHead | null {
  const ref = projectRefFrom(params.id);
  const name = ref === null ? undefined : projectName(queryClient, ref);
  return name === undefined ? null : { title: `Auditions for ${name}`, noindex: true };
}
