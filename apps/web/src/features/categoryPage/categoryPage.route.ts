// /category/{slug}: a category's voices, insights and links.
import type { Screen } from '../../routes/screen';
import { categoryHead, prefetchCategoryPage } from './categoryQuery';

export const screen: Screen = {
  Component: async () => (await import('./CategoryPage')).CategoryPage,
  prefetch: prefetchCategoryPage,
  head: categoryHead,
};
