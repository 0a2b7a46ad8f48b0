// The owners' likes and the comments on an offer: not lifecycle steps but who may take part. The
// project's owners (shared owners included) vote; they and the offer's voice actor comment; they,
// the voice actor and admins read both. Nobody votes on or comments a draft or an offer in the trash
// (offerLifecycle's requireSent).
import { and, asc, count, eq } from 'drizzle-orm';
import { isAdmin, type Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { offerComments, offerVotes } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { isAuthorOf, isOwnerOf, type LoadedOffer, type VoteRow } from './offers';

/** 403 unless the caller owns the project. */
export function requireOwner(viewer: Viewer, offer: LoadedOffer): void {
  if (!isOwnerOf(viewer, offer))
    throw forbidden('not_project_owner', 'Only the project’s owners vote on its proposals.');
}

/** 403 unless the caller owns the project, wrote the offer, or is an admin. */
export function requireParticipant(viewer: Viewer, offer: LoadedOffer, what: string): void {
  if (!isOwnerOf(viewer, offer) && !isAuthorOf(viewer, offer) && !isAdmin(viewer))
    throw forbidden('not_offer_participant', `Only the project’s owners and the voice actor see ${what}.`);
}

/** The caller's vote on the offer, or null. */
export async function voteOf(db: Database, offerId: number, userId: number): Promise<VoteRow | null> {
  const [row] = await db
    .select()
    .from(offerVotes)
    .where(and(eq(offerVotes.offerId, offerId), eq(offerVotes.userId, userId)));
  return row ?? null;
}

/** The vote of `id`, 404 when there is none. */
export async function findVote(db: Database, id: number): Promise<VoteRow> {
  const [row] = await db.select().from(offerVotes).where(eq(offerVotes.id, id));
  if (!row) throw notFound('vote_not_found', 'This vote does not exist.');
  return row;
}

/** One page of an offer's votes, oldest first, and the total. */
export async function votePage(db: Database, offerId: number, page: PageRequest) {
  const of = eq(offerVotes.offerId, offerId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(offerVotes).where(of),
    db.select().from(offerVotes).where(of).orderBy(asc(offerVotes.id)).limit(page.size).offset(page.offset),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One page of an offer's comments, oldest first, and the total. */
export async function commentPage(db: Database, offerId: number, page: PageRequest) {
  const of = eq(offerComments.offerId, offerId);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(offerComments).where(of),
    db
      .select()
      .from(offerComments)
      .where(of)
      .orderBy(asc(offerComments.createdAt), asc(offerComments.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  return { rows, total: total?.n ?? 0 };
}
