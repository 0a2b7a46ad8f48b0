import type { QueryClient } from '@tanstack/react-query';
import { getGetPublicFeedbackRequestQueryOptions, getListFeedbackRequestsQueryOptions } from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';

/** The feedback screens show their failures themselves (a bad link, a list that did not load). */
const LOCAL_ERRORS = { errors: 'local' } as const;

/** A feedback request's hash as the mailed link carries it (the contract's PublicHash), else null. */
export function feedbackHashFrom(param: string | undefined): string | null {
  return param !== undefined && /^[A-Za-z0-9_-]{6,64}$/.test(param) ? param : null;
}

/** The request as the public feedback page shows it (getPublicFeedbackRequest). */
export const publicRequestQuery = (hash: string) => ({
  ...getGetPublicFeedbackRequestQueryOptions(hash),
  meta: LOCAL_ERRORS,
});

/** Starts the request while the page's code loads (and the server's render waits for it). */
export async function prefetchPublicRequest({
  params,
  queryClient,
}: {
  params: { hash?: string };
  queryClient: QueryClient;
}): Promise<void> {
  const hash = feedbackHashFrom(params.hash);
  if (hash === null) return;
  await queryClient.query(publicRequestQuery(hash)).catch(() => undefined);
}

/** The public feedback page's head: for whoever got the link, never indexed. */
export const publicRequestHead = ({ site }: HeadArgs): ScreenHead => ({
  title: branded('Give feedback on an audition', site),
  noindex: true,
});

/** Requests on one page of the asker's feedback page. */
export const ANSWERS_PAGE_SIZE = 10;

/** One page of the caller's own feedback requests, newest first, with their feedback. */
export const answersQuery = (page: number) => ({
  ...getListFeedbackRequestsQueryOptions({ page, size: ANSWERS_PAGE_SIZE }),
  meta: LOCAL_ERRORS,
});
