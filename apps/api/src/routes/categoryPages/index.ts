// category-pages: the category landing pages (/category/{slug}) for visitors and search engines,
// all public: the paged list, the footer's links, one page with its first voice actors, the pages
// most like it and its market figures.
import type { Handlers } from '../../contract/types';
import { getCategoryPage } from './getCategoryPage';
import { getCategoryPageInsights } from './getCategoryPageInsights';
import { listCategoryPages } from './listCategoryPages';
import { listFooterCategoryPages } from './listFooterCategoryPages';
import { listSimilarCategoryPages } from './listSimilarCategoryPages';

export const categoryPageHandlers = {
  listCategoryPages,
  listFooterCategoryPages,
  getCategoryPage,
  listSimilarCategoryPages,
  getCategoryPageInsights,
} satisfies Handlers;
