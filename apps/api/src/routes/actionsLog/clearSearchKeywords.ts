// clearSearchKeywords: Clear top search keywords (POST /actionsLog/keywords/clear). Admins only
// (the document's x-roles, checked before the handler runs).
import type { Handler } from '../../contract/types';
import { clearKeywords } from '../../modules/actionsLog/actionsLog';

export const clearSearchKeywords: Handler<'clearSearchKeywords'> = async ({ services, body }) => {
  await clearKeywords(services.db, body.all === true ? 'all' : (body.keywords ?? []));
  return { status: 200, body: { ok: true } };
};
