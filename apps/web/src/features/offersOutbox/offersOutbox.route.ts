// /dashboard/offers (and the dashboard's aliases): the voice actor's outbox, the auditions they sent.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchOutbox } from './outboxQuery';

export const screen: Screen = {
  Component: async () => (await import('./OffersOutboxPage')).OffersOutboxPage,
  prefetch: prefetchOutbox,
  head: ({ site }) => ({ title: branded('Your auditions', site), noindex: true }),
};
