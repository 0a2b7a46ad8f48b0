import type { QueryClient } from '@tanstack/react-query';
import { getListProviderSamplesQueryOptions } from '@vo/sdk/hooks';
import { offerIdFrom, offerQuery } from './offersQuery';

/** A part of the page whose failure shows in the part (a note and Try again), not on the error page. */
const SECTION_ERRORS = { errors: 'local' } as const;

/** A proposal attaches at most this many of the voice actor's samples (the contract's related_samples). */
export const MAX_RELATED_SAMPLES = 20;

/** The voice actor's own samples, to attach to the audition (the server's largest page). */
export const ownSamplesQuery = (providerId: number) => ({
  ...getListProviderSamplesQueryOptions(providerId, { size: 100 }),
  meta: SECTION_ERRORS,
});

/** The audition being edited (`proposals/{offerId}/edit`); null for a new one (`new`) or a bad id. */
export const editedOfferId = (param: string | undefined): number | null =>
  param === 'new' ? null : offerIdFrom(param);

/**
 * Starts the edited audition's request while the form's code loads. The samples are the signed-in
 * voice actor's own (the session's, not the address's): the form asks for them itself.
 */
export async function prefetchAuditionForm({
  params,
  queryClient,
}: {
  params: { offerId?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const id = editedOfferId(params.offerId);
  if (id === null) return;
  await queryClient.query(offerQuery(id)).catch(() => undefined);
}
