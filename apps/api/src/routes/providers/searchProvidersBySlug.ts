// searchProvidersBySlug: Search voice actors of a category page (GET /providers/search/{slug}).
// The page's search filter, narrowed by the query's: a voice actor must match both. A slug that is a
// category of work but has no page yet searches that category alone.
import type { Handler } from '../../contract/types';
import { pageBySlug, pageCriteria } from '../../modules/categoryPages/categoryPages';
import { pageRequest } from '../../http/paging';
import { SEARCH_PAGE_SIZE, searchCriteria } from '../../modules/providers/providerProfiles';
import {
  categoryIdBySlug,
  searchProviderIds,
  type SearchCriteria,
} from '../../modules/providers/providerSearch';
import { notFound } from '../../http/errors';
import { withLanguageVariants } from '../../modules/attributes/attributes';
import { searchResultsPage } from './searchResults';

/** Ids matching both lists of "any of" ids: the narrower list, or none in common. */
const narrowed = (page: number[] | undefined, query: number[] | undefined): number[] | undefined => {
  if (!page?.length) return query;
  if (!query?.length) return page;
  const common = page.filter((id) => query.includes(id));
  // Nothing in common can match no one: an id that is no attribute says so to the search.
  return common.length > 0 ? common : [0];
};

export const searchProvidersBySlug: Handler<'searchProvidersBySlug'> = async ({
  params,
  query,
  viewer,
  sessionId,
  services,
}) => {
  const criteria = searchCriteria(query);
  let base: SearchCriteria;
  const categoryPage = await pageBySlug(services.db, params.slug);
  if (categoryPage) base = pageCriteria(categoryPage.filters);
  else {
    const categoryId = await categoryIdBySlug(services.db, params.slug);
    if (categoryId === null) throw notFound('category_not_found', 'No category page has this slug.');
    base = { service: criteria.service, filters: [categoryId] };
  }
  const page = pageRequest(query, SEARCH_PAGE_SIZE);
  // Languages narrow with their variants: a Spanish page narrowed to Spanish (Latin American) keeps
  // that variant's speakers, as a Spanish (Latin American) page narrowed to Spanish does.
  const [pageLanguages, queryLanguages] = await Promise.all(
    [base.languages, criteria.languages].map((ids) =>
      ids ? withLanguageVariants(services.db, ids) : Promise.resolve(undefined),
    ),
  );
  const result = await searchProviderIds(
    services.db,
    {
      ...criteria,
      languages: narrowed(pageLanguages, queryLanguages),
      voiceAgeGenders: narrowed(base.voiceAgeGenders, criteria.voiceAgeGenders),
      filters: [...new Set([...(base.filters ?? []), ...(criteria.filters ?? [])])],
    },
    page,
  );
  return searchResultsPage(services, result, page, { viewer, sessionId, searched: true });
};
