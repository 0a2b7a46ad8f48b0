import type { QueryClient } from '@tanstack/react-query';
import { getGetPublicEndorsementQueryOptions } from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';

/** An endorsement hash as the link carries it (the contract's PublicHash), else null. */
export function endorsementHashFrom(param: string | undefined): string | null {
  return param !== undefined && /^[A-Za-z0-9_-]{6,64}$/.test(param) ? param : null;
}

/**
 * The endorsement's public view. Its failures are this screen's own (a bad link goes to the home
 * page, spec section 8), not the global error page.
 */
export const endorsementQuery = (hash: string) => ({
  ...getGetPublicEndorsementQueryOptions(hash),
  meta: { errors: 'local' },
});

/** Starts the endorsement's request while the screen's code loads. */
export async function prefetchEndorsement({
  params,
  queryClient,
}: {
  params: { id?: string };
  queryClient: QueryClient;
}): Promise<void> {
  const hash = endorsementHashFrom(params.id);
  if (hash === null) return;
  await queryClient.query(endorsementQuery(hash)).catch(() => undefined);
}

/** The endorsement page's head: private to the one who got the link, never indexed. */
export const endorsementHead = ({ site }: HeadArgs): ScreenHead => ({
  title: branded('Endorsement', site),
  noindex: true,
});
