// How many proposals each project received (sent, not drafts, not in the trash) and how many its
// client opened: the Project's stats and the project machine's `proposals`.
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, offers } from '../../db/schema';

export interface OfferCounts {
  received: number;
  /** Of them, those answering an automatic invitation (auto invites, AIMA). */
  automatic: number;
  opened: number;
}

export async function receivedOffers(
  db: Database,
  projectIds: readonly number[],
): Promise<Map<number, OfferCounts>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .select({
      projectId: offers.projectId,
      received: count(),
      automatic: sql<number>`count(*) filter (where ${invitations.type} = 'automatic')`.mapWith(Number),
      opened: sql<number>`count(*) filter (where ${offers.reviewed})`.mapWith(Number),
    })
    .from(offers)
    .leftJoin(invitations, eq(invitations.id, offers.invitationId))
    .where(
      and(
        inArray(offers.projectId, [...projectIds]),
        ne(offers.status, 'created'),
        eq(offers.deleted, false),
      ),
    )
    .groupBy(offers.projectId);
  return new Map(
    rows.map((row) => [
      row.projectId,
      { received: row.received, automatic: row.automatic, opened: row.opened },
    ]),
  );
}
