// getSearchFilter: Turn a search text into a search filter (GET /search_filter).
import type { Handler } from '../../contract/types';
import { allAttributes, readSearchText } from '../../domain/attributes';

export const getSearchFilter: Handler<'getSearchFilter'> = async ({ services, query }) => ({
  status: 200,
  body: readSearchText(query.keywords, await allAttributes(services.db), query.service ?? 'voice_over'),
});
