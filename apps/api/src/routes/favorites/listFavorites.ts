import type { Handler } from '../../contract/types';
import { favoritePage, toFavorites } from '../../modules/favorites/favorites';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { forbidden } from '../../http/errors';

export const listFavorites: Handler<'listFavorites'> = async ({ viewer: me, services, params, query }) => {
  if (me.user.id !== params.id) throw forbidden('not_your_favorites', 'You can only see your own favorites.');
  const page = pageRequest(query);
  const { rows, total } = await favoritePage(services.db, me.user.id, params.target, page);
  return {
    status: 200,
    body: await toFavorites(services.db, rows, services.config.publicOrigin),
    headers: { ...pagingHeaders(page, total) },
  };
};
