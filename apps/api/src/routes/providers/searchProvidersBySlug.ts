// searchProvidersBySlug: Search voice actors of a category page (GET /providers/search/{slug}).
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { attributes } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { SEARCH_PAGE_SIZE, searchCriteria } from '../../domain/providerProfiles';

import { loadProviders } from '../../domain/providers';
import { searchProviderIds } from '../../domain/providerSearch';
import { notFound } from '../../http/errors';

export const searchProvidersBySlug: Handler<'searchProvidersBySlug'> = async ({
  params,
  query,
  viewer,
  services,
}) => {
  const [category] = await services.db
    .select({ id: attributes.id })
    .from(attributes)
    .where(and(eq(attributes.group, 'categories'), eq(attributes.slug, params.slug)))
    .limit(1);
  if (!category) throw notFound('category_not_found', 'No category page has this slug.');
  const page = pageRequest(query, SEARCH_PAGE_SIZE);
  const criteria = searchCriteria(query);
  const result = await searchProviderIds(
    services.db,
    { ...criteria, filters: [...new Set([category.id, ...(criteria.filters ?? [])])] },
    page,
  );
  const body = await loadProviders(services.db, result.ids, {
    viewer,
    publicOrigin: services.config.publicOrigin,
    samples: true,
  });
  return { status: 200, body, headers: pagingHeaders(page, result.total) };
};
