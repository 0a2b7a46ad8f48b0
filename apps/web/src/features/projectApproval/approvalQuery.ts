import type { QueryClient } from '@tanstack/react-query';
import {
  getListPendingApprovalProjectsQueryKey,
  getListPendingApprovalProjectsQueryOptions,
  type listPendingApprovalProjects,
} from '@vo/sdk/hooks';

/** Projects on one page of the approval queue. */
export const APPROVAL_PAGE_SIZE = 10;

/** `?page=3` as a page number; anything else is page 1. */
export function pageFrom(search: URLSearchParams): number {
  const raw = search.get('page');
  return raw !== null && /^[1-9][0-9]{0,4}$/.test(raw) ? Number(raw) : 1;
}

/** One page of the projects awaiting approval, oldest first (listPendingApprovalProjects). */
export const approvalQueueQuery = (page: number) =>
  getListPendingApprovalProjectsQueryOptions({ page, size: APPROVAL_PAGE_SIZE });

/** A project of the queue, as the generated hooks answer it. */
export type QueuedProject = Awaited<ReturnType<typeof listPendingApprovalProjects>>['data'][number];

/** Every page of the queue: what a decision makes stale. */
export const approvalQueueKey = () => getListPendingApprovalProjectsQueryKey().slice(0, 1);

/** Starts the queue's request while the screen's code loads. */
export async function prefetchApprovalQueue({
  url,
  queryClient,
}: {
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  await queryClient.query(approvalQueueQuery(pageFrom(url.searchParams))).catch(() => undefined);
}
