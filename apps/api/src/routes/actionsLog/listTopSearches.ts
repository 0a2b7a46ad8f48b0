// listTopSearches: List the top search keywords (GET /actionsLog/search/top).
import type { Handler } from '../../contract/types';
import { topSearches } from '../../modules/actionsLog/actionsLog';
import { pageRequest, pagingHeaders } from '../../http/paging';

export const listTopSearches: Handler<'listTopSearches'> = async ({ services, query }) => {
  const page = pageRequest(query);
  // A date counts from its first moment, UTC.
  const since = query.since === undefined ? undefined : new Date(`${query.since}T00:00:00Z`);
  const { rows, total } = await topSearches(services.db, since, page);
  return { status: 200, body: rows, headers: pagingHeaders(page, total) };
};
