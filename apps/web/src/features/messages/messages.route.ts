// /messages and /messages/{public_hash}: the user's conversations and the open one.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchMessages } from './channelsQuery';

export const screen: Screen = {
  Component: async () => (await import('./MessagesPage')).MessagesPage,
  prefetch: prefetchMessages,
  head: ({ site }) => ({ title: branded('Messages', site), noindex: true }),
};
