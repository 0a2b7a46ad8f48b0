import type { QueryClient } from '@tanstack/react-query';
import {
  getListPendingApprovalProjectsQueryKey,
  getListPendingApprovalProjectsQueryOptions,
  type listPendingApprovalProjects,
} from '@vo/sdk/hooks';
import { pageFrom } from '../../lib/paging';

/** Projects on one page of the approval queue. */
export const APPROVAL_PAGE_SIZE = 10;

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
