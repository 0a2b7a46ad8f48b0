import type { QueryClient } from '@tanstack/react-query';
import {
  getGetCategoryPageInsightsQueryOptions,
  getGetCategoryPageQueryOptions,
  getGetExperimentQueryOptions,
  getListFooterCategoryPagesQueryOptions,
  getListSimilarCategoryPagesQueryOptions,
  getSearchProvidersBySlugQueryOptions,
} from '@vo/sdk/hooks';
import { branded, snippet, type HeadArgs, type ScreenHead } from '../../lib/head';
import type { GetCategoryPageQueryResult } from '@vo/sdk/hooks';
import { pageFrom } from '../../lib/paging';

/** The experiment the category pages run (spec section 9: active with the variants b, c and d). */
export const CATEGORY_EXPERIMENT = 'category_pages_cro';

/** Section 9: the page asks for its variant every 200 ms, 6 tries in all, then shows Original. */
export const EXPERIMENT_POLL = { intervalMs: 200, tries: 6 } as const;

/** Voice actors a page of the category's list shows (the search's page size). */
export const VOICES_PAGE_SIZE = 10;
/** Similar pages and footer links shown. */
export const LINKS_SHOWN = 8;
const FOOTER_SIZE = 20;

/**
 * The parts of the page that show their own failure (a section with Try again) instead of section
 * 8's global handling: only the page itself sends a 404 to the error page with the server's message.
 * The value is the app's LOCAL_ERRORS (app/queryClient.ts), which a feature cannot import.
 */
const LOCAL = { errors: 'local' } as const;

/** The page's text, filter and icon: the query that decides found or not found. */
export const categoryPageQuery = (slug: string) => getGetCategoryPageQueryOptions(slug);

export const categoryInsightsQuery = (slug: string) => ({
  ...getGetCategoryPageInsightsQueryOptions(slug),
  meta: LOCAL,
});

export const similarPagesQuery = (slug: string) => ({
  ...getListSimilarCategoryPagesQueryOptions(slug, { size: LINKS_SHOWN }),
  meta: LOCAL,
});

export const footerPagesQuery = () => ({
  ...getListFooterCategoryPagesQueryOptions({ size: FOOTER_SIZE }),
  meta: LOCAL,
});

/** One page of the category's voice actors, each with their samples to play in place. */
export const categoryVoicesQuery = (slug: string, page: number) => ({
  ...getSearchProvidersBySlugQueryOptions(slug, { page, size: VOICES_PAGE_SIZE }),
  meta: LOCAL,
});

/**
 * The visitor's variant: the server keeps it per user or visitor and gives bots Original. Asked
 * again every 200 ms until it comes, 6 tries in all; a failure is not the visitor's business (the
 * page then shows Original), so it never reaches section 8's handling. Kept for the visit.
 */
export const experimentQuery = () => ({
  ...getGetExperimentQueryOptions(CATEGORY_EXPERIMENT),
  meta: LOCAL,
  retry: EXPERIMENT_POLL.tries - 1,
  retryDelay: EXPERIMENT_POLL.intervalMs,
  staleTime: Infinity,
});

/**
 * A slug as the address carries it (`/category/commercial-voice-actors`), else null: the screen shows
 * the 404 page without asking the server about `/category/Not_A_Slug`. The document's Slug pattern.
 */
export function slugFrom(param: string | undefined): string | null {
  if (param === undefined || param.length > 160 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(param)) return null;
  return param;
}

/** Starts every request of the page while the screen's code loads (the screen slot's prefetch). */
export async function prefetchCategoryPage({
  params,
  url,
  queryClient,
}: {
  params: { slug?: string };
  url: URL;
  queryClient: QueryClient;
}): Promise<void> {
  const slug = slugFrom(params.slug);
  if (slug === null) return;
  // A failure stays in the query cache, where the screen reads it and shows its error state.
  const settle = (promise: Promise<unknown>) => promise.catch(() => undefined);
  // The variant is the visitor's own, kept per user or browser session: the server render asks for
  // it as the visitor (their session cookie's id) and renders the page in it, and the browser shows
  // the same from the render's answer (never one layout, then another). A crawler's variant is the
  // server's rule, Original and never stored (its render asks with the crawler's User-Agent).
  await Promise.all([
    settle(queryClient.query(categoryPageQuery(slug))),
    settle(queryClient.query(experimentQuery())),
    settle(queryClient.query(categoryInsightsQuery(slug))),
    settle(queryClient.query(categoryVoicesQuery(slug, pageFrom(url.searchParams)))),
    settle(queryClient.query(similarPagesQuery(slug))),
    settle(queryClient.query(footerPagesQuery())),
  ]);
}

/** A category page's head: its own meta title and description, from the page the prefetch loaded. */
export function categoryHead({ params, queryClient, site }: HeadArgs): ScreenHead | null {
  const slug = slugFrom(params['slug']);
  if (slug === null) return null;
  const page = queryClient.getQueryData<GetCategoryPageQueryResult>(categoryPageQuery(slug).queryKey)?.data;
  if (page === undefined) return null;
  return {
    title: branded(page.meta_title ?? page.title, site),
    ...(page.meta_description != null ? { description: snippet(page.meta_description) } : {}),
    canonicalPath: `/category/${slug}`,
  };
}
