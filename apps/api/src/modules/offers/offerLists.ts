// The offer lists of GET /offers: a project's proposals (its owners', admins' and anyone's on the
// shared list; drafts only their own voice actor's, the trash only the owners') and a voice
// actor's own outbox. Filtered by status, likes and date, oldest first by default, 10 a page.
import { and, asc, count, desc, eq, exists, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OfferOrder, OfferStatus } from '@vo/sdk';
import type { Database } from '../../db/client';
import { offerVotes, offers } from '../../db/schema';
import type { PageRequest } from '../../http/paging';
import type { OfferRow } from './offers';

export interface OfferFilters {
  statuses?: readonly OfferStatus[] | undefined;
  trash: boolean;
  upvotes?: boolean | undefined;
  since?: Date | undefined;
  order: OfferOrder;
}

const upvoted = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(offerVotes)
      .where(and(eq(offerVotes.offerId, offers.id), eq(offerVotes.direction, 'up'))),
  );

const upvoteCount = sql<number>`(select count(*) from ${offerVotes} where ${offerVotes.offerId} = ${offers.id} and ${offerVotes.direction} = 'up')`;

function ordering(order: OfferOrder) {
  switch (order) {
    case 'newest':
      return [desc(offers.createdAt), desc(offers.id)];
    // Rating and votes both rank by the owners' likes, the most liked first.
    case 'rating':
    case 'votes':
      return [desc(upvoteCount), asc(offers.createdAt), asc(offers.id)];
    case 'oldest':
      return [asc(offers.createdAt), asc(offers.id)];
  }
}

/**
 * One page of offers and the total. `scope` is the project's (with the draft author who may see
 * theirs) or a voice actor's outbox.
 */
export async function offerPage(
  db: Database,
  scope: { projectId: number; draftsOf: number | null } | { providerId: number },
  filters: OfferFilters,
  page: PageRequest,
): Promise<{ rows: OfferRow[]; total: number }> {
  const where: SQL[] = [];
  if ('projectId' in scope) {
    where.push(eq(offers.projectId, scope.projectId));
    // A draft is its voice actor's alone.
    const notDraft = ne(offers.status, 'created');
    const visible = scope.draftsOf === null ? notDraft : or(notDraft, eq(offers.providerId, scope.draftsOf));
    if (visible) where.push(visible);
    where.push(eq(offers.deleted, filters.trash));
  } else {
    where.push(eq(offers.providerId, scope.providerId));
  }
  if (filters.statuses && filters.statuses.length > 0)
    where.push(inArray(offers.status, [...filters.statuses]));
  if (filters.upvotes === true) where.push(upvoted(db));
  if (filters.since) where.push(gte(offers.createdAt, filters.since));
  const condition = and(...where);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(offers).where(condition),
    db
      .select()
      .from(offers)
      .where(condition)
      .orderBy(...ordering(filters.order))
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { rows, total: total?.n ?? 0 };
}
