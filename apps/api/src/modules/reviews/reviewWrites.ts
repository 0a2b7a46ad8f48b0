// Writing reviews and the reviewed party's responses: the author posts, edits and deletes their
// review; the reviewed party (the voice actor's user for target provider, the client for target
// client) adds, edits and deletes the one public response.
import type { ReviewTarget } from '@vo/sdk';
import { eq } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { isUniqueViolation } from '../users/users';
import { alreadyReviewed } from './reviewPermission';
import { reviewedUserId, reviewNotFound } from './reviews';

export interface StoredReview {
  id: number;
  userId: number;
  target: ReviewTarget;
  targetId: number;
  response: string | null;
  /** The reviewed user (the voice actor's user, or the client); null when they are gone. */
  reviewedUser: number | null;
}

/** The review with the id, 404 when there is none. */
export async function findReview(db: Database, id: number): Promise<StoredReview> {
  const [row] = await db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      target: reviews.target,
      targetId: reviews.targetId,
      response: reviews.response,
    })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1);
  if (!row) throw reviewNotFound();
  const target = row.target as ReviewTarget;
  return { ...row, target, reviewedUser: await reviewedUserId(db, target, row.targetId) };
}

/** 403 unless the viewer wrote the review. */
export function requireAuthor(viewer: Viewer, review: StoredReview): void {
  if (review.userId !== viewer.user.id)
    throw forbidden('review_not_author', 'Only the author of a review can change or delete it.');
}

/** 403 unless the viewer is the reviewed party, who alone answers a review. */
export function requireReviewed(viewer: Viewer, review: StoredReview): void {
  if (review.reviewedUser !== viewer.user.id)
    throw forbidden(
      'review_not_reviewed_party',
      'Only the reviewed voice actor or client can respond to this review.',
    );
}

/** Stores a new review; a second one by the same author about the same booking is refused (422). */
export async function insertReview(
  db: Database,
  values: {
    userId: number;
    target: ReviewTarget;
    targetId: number;
    projectId: number;
    rating: number;
    review: string;
    createdAt: Date;
  },
): Promise<number> {
  try {
    const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
    if (!row) throw new Error('review not stored');
    return row.id;
  } catch (error) {
    // Two posts at once both passed the check: the unique index keeps one.
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

export async function updateReviewText(
  db: Database,
  id: number,
  change: { rating?: number; review?: string },
  now: Date,
): Promise<void> {
  await db
    .update(reviews)
    .set({
      ...(change.rating === undefined ? {} : { rating: change.rating }),
      ...(change.review === undefined ? {} : { review: change.review }),
      updatedAt: now,
    })
    .where(eq(reviews.id, id));
}

export async function deleteReviewRow(db: Database, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** Sets the response (`created` says whether it is new), or removes it with null. */
export async function setResponse(
  db: Database,
  id: number,
  response: string | null,
  now: Date,
  created: boolean,
): Promise<void> {
  await db
    .update(reviews)
    .set(
      response === null
        ? { response: null, responseCreatedAt: null, responseUpdatedAt: null }
        : created
          ? { response, responseCreatedAt: now, responseUpdatedAt: null }
          : { response, responseUpdatedAt: now },
    )
    .where(eq(reviews.id, id));
}
