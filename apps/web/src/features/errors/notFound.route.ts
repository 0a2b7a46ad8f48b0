// Any address of no route: the 404 page.
import { notFoundHead } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./NotFoundPage')).NotFoundPage,
  head: notFoundHead,
};
