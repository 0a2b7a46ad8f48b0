// Feedback requests on auditions (spec sections 3, 5 and 7): who may ask about an audition (its
// voice actor, about their own; the project's owners, about one of their project's), the request as
// its asker reads it (with the addresses and the feedback received), the public view the mailed link
// opens (never the addresses), and the feedback given through the link with the asker's reply.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Feedback, FeedbackRecording, FeedbackRequest, PublicFeedbackRequest } from '@vo/sdk';
import { randomToken } from '../../auth/crypto';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { feedbackRequests, feedbacks, offers, projects, providers, samples, users } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { projectSummary } from '../invitations/invitations';
import { isAuthorOf, isOwnerOf, type LoadedOffer } from '../offers/offers';
import { audioUrl } from '../samples/samples';

export type FeedbackRequestRow = typeof feedbackRequests.$inferSelect;
export type FeedbackRow = typeof feedbacks.$inferSelect;

/** The most feedback one request takes (the resource lists at most 100). */
export const FEEDBACKS_PER_REQUEST = 100;

/** A new request's public hash: 16 URL-safe characters, unguessable (PublicHash allows 6 to 64). */
export const newFeedbackHash = () => randomToken('', 12);

/**
 * 403 unless `viewer` may ask about the audition: its voice actor, or one of the project's owners
 * (issue 41: the client asks colleagues, the voice actor a coach).
 */
export function requireAsker(viewer: Viewer, offer: LoadedOffer): void {
  if (!isAuthorOf(viewer, offer) && !isOwnerOf(viewer, offer))
    throw forbidden(
      'not_feedback_asker',
      'Only the audition’s voice actor and the project’s owners may ask for feedback on it.',
    );
}

export const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  feedback_request_id: row.feedbackRequestId,
  user_id: row.userId,
  feedback: row.feedback,
  reply: row.reply,
  created_at: row.createdAt.toISOString(),
  replied_at: row.repliedAt?.toISOString() ?? null,
});

/** The FeedbackRequest resources of `rows`, in their order: one query each for the context and the feedback. */
export async function loadFeedbackRequests(
  db: Database,
  rows: readonly FeedbackRequestRow[],
): Promise<FeedbackRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [context, given] = await Promise.all([
    db
      .select({ offerId: offers.id, project: projects, voiceActorName: users.name })
      .from(offers)
      .innerJoin(projects, eq(projects.id, offers.projectId))
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
      .where(inArray(offers.id, [...new Set(rows.map((row) => row.offerId))])),
    db
      .select()
      .from(feedbacks)
      .where(inArray(feedbacks.feedbackRequestId, ids))
      .orderBy(asc(feedbacks.createdAt), asc(feedbacks.id)),
  ]);
  const contextOf = new Map(context.map((c) => [c.offerId, c]));
  return rows.map((row) => {
    const about = contextOf.get(row.offerId);
    return {
      id: row.id,
      public_hash: row.publicHash,
      user_id: row.userId,
      emails: row.emails,
      request: row.request,
      offer_id: row.offerId,
      ...(about
        ? {
            project_id: about.project.id,
            project: projectSummary(about.project),
            voice_actor_name: about.voiceActorName,
          }
        : {}),
      feedbacks: given
        .filter((feedback) => feedback.feedbackRequestId === row.id)
        .slice(0, FEEDBACKS_PER_REQUEST)
        .map(toFeedback),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** One page of the requests `userId` sent, newest first. */
export async function feedbackRequestPage(
  db: Database,
  userId: number,
  page: PageRequest,
): Promise<{ rows: FeedbackRequestRow[]; total: number }> {
  const mine = eq(feedbackRequests.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedbackRequests)
      .where(mine)
      .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(feedbackRequests).where(mine),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A request read from its mailed hash, with the audition it is about. */
export interface HashedRequest {
  row: FeedbackRequestRow;
  offer: typeof offers.$inferSelect;
}

const requestNotFound = () =>
  notFound('feedback_request_not_found', 'This feedback link does not exist. Check the address in the mail.');

/**
 * The request of `hash`, or 404. An audition moved to the trash (withdrawn by its voice actor, or
 * set aside by the client) closes its requests: its link is not found any more.
 */
export async function findRequestByHash(db: Database, hash: string): Promise<HashedRequest> {
  const [found] = await db
    .select({ row: feedbackRequests, offer: offers })
    .from(feedbackRequests)
    .innerJoin(offers, eq(offers.id, feedbackRequests.offerId))
    .where(eq(feedbackRequests.publicHash, hash))
    .limit(1);
  if (!found || found.offer.deleted) throw requestNotFound();
  return found;
}

/** What the public feedback page shows: nothing private (no addresses, no account, no price). */
export async function publicFeedbackRequest(
  db: Database,
  { row, offer }: HashedRequest,
  publicOrigin: string,
): Promise<PublicFeedbackRequest> {
  const [[about], attached] = await Promise.all([
    db
      .select({ projectName: projects.name, voiceActorName: users.name })
      .from(projects)
      .innerJoin(providers, eq(providers.id, offer.providerId))
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(projects.id, offer.projectId)),
    offer.relatedSamples.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: samples.id, name: samples.name, fileId: samples.fileId })
          .from(samples)
          .where(
            and(
              inArray(samples.id, offer.relatedSamples),
              eq(samples.providerId, offer.providerId),
              eq(samples.isValid, true),
            ),
          ),
  ]);
  if (!about) throw requestNotFound();
  // In the order the voice actor attached them.
  const sampleOf = new Map(attached.map((sample) => [sample.id, sample]));
  const recordings: FeedbackRecording[] = [
    ...(offer.fileId === null ? [] : [{ name: 'Audition', url: audioUrl(publicOrigin, offer.fileId) }]),
    ...offer.relatedSamples.flatMap((id) => {
      const sample = sampleOf.get(id);
      return sample ? [{ name: sample.name.slice(0, 255), url: audioUrl(publicOrigin, sample.fileId) }] : [];
    }),
  ].slice(0, 21);
  return {
    public_hash: row.publicHash,
    request: row.request,
    project_name: about.projectName.slice(0, 255),
    voice_actor_name: about.voiceActorName.slice(0, 255),
    recordings,
    created_at: row.createdAt.toISOString(),
  };
}

/** How much feedback a request has received. */
export async function feedbackCount(db: Database, requestId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedbacks)
    .where(eq(feedbacks.feedbackRequestId, requestId));
  return row?.n ?? 0;
}

/** A feedback with the user who asked for it; 404 when there is none of `id`. */
export async function findFeedback(db: Database, id: number): Promise<{ row: FeedbackRow; askerId: number }> {
  const [found] = await db
    .select({ row: feedbacks, askerId: feedbackRequests.userId })
    .from(feedbacks)
    .innerJoin(feedbackRequests, eq(feedbackRequests.id, feedbacks.feedbackRequestId))
    .where(eq(feedbacks.id, id));
  if (!found) throw notFound('feedback_not_found', 'This feedback does not exist.');
  return found;
}
