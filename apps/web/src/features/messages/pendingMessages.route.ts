// /admin/messages: the staff's queue of messages moderation holds.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchPendingMessages } from './pendingQuery';

export const screen: Screen = {
  Component: async () => (await import('./PendingMessagesPage')).PendingMessagesPage,
  prefetch: prefetchPendingMessages,
  head: ({ site }) => ({ title: branded('Messages awaiting approval', site), noindex: true }),
};
