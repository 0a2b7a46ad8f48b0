// listFavorites: List a user's favorites of one kind (GET /favorites/{target}/{id}).
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { favorites } from '../../db/schema';
import { targetExists, toFavorites } from '../../domain/favorites';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { forbidden } from '../../http/errors';

// Here {id} is the user whose favorites are listed (the document says so), not a target id.
export const listFavorites: Handler<'listFavorites'> = async ({ viewer: me, services, params, query }) => {
  if (me.user.id !== params.id) throw forbidden('not_your_favorites', 'You can only see your own favorites.');
  const { db } = services;
  const page = pageRequest(query);
  const where = and(
    eq(favorites.userId, me.user.id),
    eq(favorites.target, params.target),
    // Favorites of deleted voice actors (and their samples) are hidden, not lost: a restored
    // account shows up again.
    targetExists(params.target, sql`${favorites.targetId}`),
  );
  const [total] = await db.select({ n: count() }).from(favorites).where(where);
  const rows = await db
    .select()
    .from(favorites)
    .where(where)
    .orderBy(desc(favorites.createdAt), desc(favorites.targetId))
    .limit(page.size)
    .offset(page.offset);
  return {
    status: 200,
    body: await toFavorites(db, rows, services.config.publicOrigin),
    headers: { ...pagingHeaders(page, total?.n ?? 0) },
  };
};
