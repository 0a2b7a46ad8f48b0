// getSearchFilter: Turn a search text into a search filter (GET /search_filter). The search page
// turns every free-text search into its filter here, so this is where the text is recorded as a
// search keyword (actionsLog's top searches).
import type { Handler } from '../../contract/types';
import { recordSearch } from '../../modules/actionsLog/actionsLog';
import { allAttributes } from '../../modules/attributes/attributes';
import { readSearchText } from '../../modules/attributes/searchText';

export const getSearchFilter: Handler<'getSearchFilter'> = async ({ services, query }) => {
  const [rows] = await Promise.all([
    allAttributes(services.db),
    recordSearch(services.db, query.keywords, services.now()),
  ]);
  return { status: 200, body: readSearchText(query.keywords, rows, query.service ?? 'voice_over') };
};
