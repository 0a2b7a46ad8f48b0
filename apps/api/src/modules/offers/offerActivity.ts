// What a project's owners did across its proposals, for the project page and the client home: the
// comments they wrote on any of its proposals, and the projects whose proposals a client recently
// liked (the home's "liked proposals" block).
import { and, asc, count, countDistinct, desc, eq, exists, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { offerComments, offerVotes, offers, projectOwners, projects } from '../../db/schema';
import type { PageRequest } from '../../http/paging';

/** One page of the comments a project's owners wrote on its proposals, oldest first, and the total. */
export async function projectCommentPage(
  db: Database,
  projectId: number,
  ownerIds: readonly number[],
  page: PageRequest,
) {
  if (ownerIds.length === 0) return { rows: [], total: 0 };
  const of = and(eq(offers.projectId, projectId), inArray(offerComments.userId, [...ownerIds]));
  const [[total], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(offerComments)
      .innerJoin(offers, eq(offers.id, offerComments.offerId))
      .where(of),
    db
      .select({ comment: offerComments })
      .from(offerComments)
      .innerJoin(offers, eq(offers.id, offerComments.offerId))
      .where(of)
      .orderBy(asc(offerComments.createdAt), asc(offerComments.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { rows: rows.map((r) => r.comment), total: total?.n ?? 0 };
}

/** The most proposals a recently-liked project lists (the document's bound). */
const LIKED_PER_PROJECT = 20;

/**
 * One page of the projects `userId` owns whose proposals they liked (an up vote on a proposal not in
 * the trash), most recent like first, each with those proposals' rows, most recently liked first.
 */
export async function recentlyLikedPage(db: Database, userId: number, page: PageRequest) {
  const liked = and(
    eq(offerVotes.userId, userId),
    eq(offerVotes.direction, 'up'),
    eq(offers.deleted, false),
    exists(
      db
        .select({ one: sql`1` })
        .from(projectOwners)
        .where(and(eq(projectOwners.projectId, offers.projectId), eq(projectOwners.userId, userId))),
    ),
  );
  const lastLiked = max(offerVotes.createdAt);
  const [[total], groups] = await Promise.all([
    db
      .select({ n: countDistinct(offers.projectId) })
      .from(offerVotes)
      .innerJoin(offers, eq(offers.id, offerVotes.offerId))
      .where(liked),
    db
      .select({ projectId: offers.projectId, lastLiked })
      .from(offerVotes)
      .innerJoin(offers, eq(offers.id, offerVotes.offerId))
      .where(liked)
      .groupBy(offers.projectId)
      .orderBy(desc(lastLiked), desc(offers.projectId))
      .limit(page.size)
      .offset(page.offset),
  ]);
  const projectIds = groups.map((g) => g.projectId);
  if (projectIds.length === 0) return { groups: [], total: total?.n ?? 0 };
  const [projectRows, likedRows] = await Promise.all([
    db.select().from(projects).where(inArray(projects.id, projectIds)),
    db
      .select({ offer: offers, likedAt: offerVotes.createdAt })
      .from(offerVotes)
      .innerJoin(offers, eq(offers.id, offerVotes.offerId))
      .where(and(liked, inArray(offers.projectId, projectIds)))
      .orderBy(desc(offerVotes.createdAt), desc(offerVotes.id)),
  ]);
  const projectById = new Map(projectRows.map((row) => [row.id, row]));
  return {
    total: total?.n ?? 0,
    groups: groups.flatMap((group) => {
      const project = projectById.get(group.projectId);
      if (!project || group.lastLiked === null) return [];
      const rows = likedRows
        .filter((r) => r.offer.projectId === group.projectId)
        .slice(0, LIKED_PER_PROJECT)
        .map((r) => r.offer);
      return [{ project, offers: rows, lastLiked: group.lastLiked }];
    }),
  };
}
