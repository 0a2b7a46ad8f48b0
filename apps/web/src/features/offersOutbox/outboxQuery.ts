import type { QueryClient } from '@tanstack/react-query';
import { getGetProjectQueryOptions, getListOffersQueryOptions } from '@vo/sdk/hooks';
import { pageFrom } from '../../lib/paging';

/** Auditions on one page of the outbox (the offers' page size, spec section 9). */
export const OUTBOX_PAGE_SIZE = 10;

/** A part of the page whose failure shows in the part (a note and Try again), not on the error page. */
const SECTION_ERRORS = { errors: 'local' } as const;

/**
 * One page of the voice actor's own auditions (listOffers without project_id: the caller's outbox),
 * the newest first: the outbox is read for what happened lately (the project lists read oldest first).
 */
export const outboxQuery = (page: number) => ({
  ...getListOffersQueryOptions({ page, size: OUTBOX_PAGE_SIZE, order: 'newest' }),
  meta: SECTION_ERRORS,
});

/**
 * The project an audition answers, for its name, its address and its outcome (an offer carries only
 * the project's id). Its failure (a project the voice actor may no longer read) leaves the card
 * without the name, not the page.
 */
export const auditionProjectQuery = (projectId: number) => ({
  ...getGetProjectQueryOptions(String(projectId)),
  meta: SECTION_ERRORS,
});

/** Starts the outbox's page while the screen's code loads. */
export async function prefetchOutbox({
  url,
  queryClient,
}: {
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  await queryClient.query(outboxQuery(pageFrom(url.searchParams))).catch(() => undefined);
}
