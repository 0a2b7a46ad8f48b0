// /, /searchHome, /postHome, /altHome/{variationKeyword}: the home page.
import type { Screen } from '../../routes/screen';
import { homeHead, prefetchHome } from './homeQuery';

export const screen: Screen = {
  Component: async () => (await import('./HomePage')).HomePage,
  prefetch: prefetchHome,
  head: homeHead,
};
