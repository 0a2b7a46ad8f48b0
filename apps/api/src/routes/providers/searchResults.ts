// What both searches (searchProviders, searchProvidersBySlug) answer with the page their criteria
// found: the voice actors with their samples, the paging headers, and the appearances counted.
import type { Viewer } from '../../auth/viewer';
import { pagingHeaders, type PageRequest } from '../../http/paging';
import { recordSearchAppearances } from '../../modules/providers/counters';
import type { SearchResult } from '../../modules/providers/providerSearch';
import { loadProviders } from '../../modules/providers/providers';
import type { Services } from '../../services';

export interface SearchVisitor {
  readonly viewer: Viewer | null;
  readonly sessionId: string;
  /** Whether the page is a search result; voice actors asked for by id (a favorites list) are not. */
  readonly searched: boolean;
}

export async function searchResultsPage(
  services: Services,
  result: SearchResult,
  page: PageRequest,
  visitor: SearchVisitor,
) {
  // Search cards play samples, so a page comes with its samples (one query for the page).
  const body = await loadProviders(services.db, result.ids, {
    viewer: visitor.viewer,
    publicOrigin: services.config.publicOrigin,
    samples: true,
  });
  // Each voice actor on the page appeared to this visitor (the stats page's search appearances).
  if (visitor.searched)
    await recordSearchAppearances(
      services.db,
      body.map((provider) => provider.id),
      visitor.viewer,
      visitor.sessionId,
      services.now(),
    );
  return { status: 200 as const, body, headers: pagingHeaders(page, result.total) };
}
