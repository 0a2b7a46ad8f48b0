import type { QueryClient } from '@tanstack/react-query';
import {
  getGetOfferQueryOptions,
  getListOfferCommentsQueryOptions,
  getListOffersQueryKey,
  getListVotesQueryOptions,
} from '@vo/sdk/hooks';

/** A part of the page whose failure shows in the part (a note and Try again), not on the error page. */
const SECTION_ERRORS = { errors: 'local' } as const;

/** Every list of offers (every project's pages, the outbox's): what a change to an offer makes stale. */
export const offerListsKey = () => getListOffersQueryKey().slice(0, 1);

/** One offer (the details page). */
export const offerQuery = (id: number) => getGetOfferQueryOptions(id);

/** An offer's comments, oldest first (the server's page holds up to 100). */
export const offerCommentsQuery = (id: number) => ({
  ...getListOfferCommentsQueryOptions(id, { size: 100 }),
  meta: SECTION_ERRORS,
});

/** The votes on an offer: whose, and which way (the offer itself only lists the voters). */
export const offerVotesQuery = (id: number) => ({
  ...getListVotesQueryOptions({ offer_id: id, size: 100 }),
  meta: SECTION_ERRORS,
});

/** An offer id as the address carries it, else null. */
export function offerIdFrom(param: string | undefined): number | null {
  return param !== undefined && /^[1-9][0-9]{0,15}$/.test(param) ? Number(param) : null;
}

/** Starts the offer of a details page while its code loads. */
export async function prefetchProposal({
  params,
  queryClient,
}: {
  params: { offerId?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const id = offerIdFrom(params.offerId);
  if (id === null) return;
  await queryClient.query(offerQuery(id)).catch(() => undefined);
}
