import type { QueryClient } from '@tanstack/react-query';
import {
  getListBlogPostsQueryOptions,
  getListCategoryPagesQueryOptions,
  getListTestimonialsQueryOptions,
  getSearchProvidersQueryOptions,
} from '@vo/sdk/hooks';
import { branded, type HeadArgs, type ScreenHead } from '../../lib/head';

/**
 * Home's sections handle their own failures (a section that cannot load steps aside or offers to try
 * again); section 8's global notices stay for the screens whose whole content failed. The same meta
 * as the app's LOCAL_ERRORS (app/queryClient.ts), which a feature cannot import.
 */
const LOCAL = { errors: 'local' } as const;

/** How many of each Home shows. */
export const FEATURED_COUNT = 4;
export const CATEGORY_COUNT = 8;
export const TESTIMONIAL_COUNT = 3;
export const BLOG_POST_COUNT = 3;

/** Featured voice actors: the first page of the default search (voice_over, best match first). */
export const featuredQuery = () => ({
  ...getSearchProvidersQueryOptions({ size: FEATURED_COUNT }),
  meta: LOCAL,
});
/** The category entry points: the first category pages (served by the categoryPages tag). */
export const categoriesQuery = () => ({
  ...getListCategoryPagesQueryOptions({ size: CATEGORY_COUNT }),
  meta: LOCAL,
});
/** What clients and voice actors say, those tagged for Home. */
export const testimonialsQuery = () => ({
  ...getListTestimonialsQueryOptions({ tags: 'home', size: TESTIMONIAL_COUNT }),
  meta: LOCAL,
});
/** The newest posts of the external blog (relayed and cached by the server). */
export const blogQuery = () => ({ ...getListBlogPostsQueryOptions({ size: BLOG_POST_COUNT }), meta: LOCAL });

/** Starts Home's requests while its chunk loads (the screen slot's prefetch); failures stay in the cache. */
export async function prefetchHome({ queryClient }: { queryClient: QueryClient }): Promise<void> {
  const quiet = () => undefined;
  await Promise.all([
    queryClient.query(featuredQuery()).catch(quiet),
    queryClient.query(categoriesQuery()).catch(quiet),
    queryClient.query(testimonialsQuery()).catch(quiet),
    queryClient.query(blogQuery()).catch(quiet),
  ]);
}

/** The words of an /altHome/{variationKeyword} address ('audiobook-narration' -> 'audiobook narration'). */
export function variationWords(keyword: string | undefined): string | null {
  if (keyword === undefined) return null;
  const words = keyword
    .replace(/[-_+\s]+/g, ' ')
    .trim()
    .slice(0, 80);
  return words === '' ? null : words;
}

/** Home's head: a landing variation is titled by its keyword; Home and its children are one page. */
export const homeHead = ({ params, site }: HeadArgs): ScreenHead => {
  const keyword = variationWords(params['variationKeyword']);
  return {
    title: branded(
      keyword !== null
        ? `${keyword.charAt(0).toUpperCase()}${keyword.slice(1)} voice actors`
        : 'Voice actors for hire',
      site,
    ),
    description:
      'Find, listen to and book professional voice actors for commercials, e-learning, animation, audiobooks and more.',
    canonicalPath: keyword !== null ? `/altHome/${params['variationKeyword'] ?? ''}` : '/',
  };
};
