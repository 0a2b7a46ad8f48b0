// searchProvidersBySlug: Search voice actors of a category page (GET /providers/search/{slug}).
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { SEARCH_PAGE_SIZE, searchCriteria } from '../../domain/providerProfiles';

import { loadProviders } from '../../domain/providers';
import { categoryIdBySlug, searchProviderIds } from '../../domain/providerSearch';
import { notFound } from '../../http/errors';

export const searchProvidersBySlug: Handler<'searchProvidersBySlug'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const categoryId = await categoryIdBySlug(services.db, params.slug);
  if (categoryId === null) throw notFound('category_not_found', 'No category page has this slug.');
  const page = pageRequest(query, SEARCH_PAGE_SIZE);
  const criteria = searchCriteria(query);
  const result = await searchProviderIds(
    services.db,
    { ...criteria, filters: [...new Set([categoryId, ...(criteria.filters ?? [])])] },
    page,
  );
  const body = await loadProviders(services.db, result.ids, {
    viewer,
    publicOrigin: services.config.publicOrigin,
    samples: true,
  });
  return { status: 200, body, headers: pagingHeaders(page, result.total) };
};
