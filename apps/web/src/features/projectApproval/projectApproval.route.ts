// /admin/projects: the staff's approval queue.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchApprovalQueue } from './approvalQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectApprovalPage')).ProjectApprovalPage,
  prefetch: prefetchApprovalQueue,
  head: ({ site }) => ({ title: branded('Projects awaiting approval', site), noindex: true }),
};
