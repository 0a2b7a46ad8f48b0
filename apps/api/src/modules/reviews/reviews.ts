// Reviews of voice actors (target provider, target_id the provider id) and of clients (target
// client, target_id the user id): the public list of a target, one review. Who may write one is
// reviewPermission.ts; the writes are reviewWrites.ts.
import type { Review, ReviewTarget } from '@vo/sdk';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providers, reviews, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { PageRequest } from '../../http/paging';
import { pictureUrls } from '../../files/pictureUrls';

export const reviewNotFound = () => notFound('review_not_found', 'Review not found.');

/** The user who is reviewed: the voice actor's user, or the client; null when there is none (or deleted). */
export async function reviewedUserId(
  db: Database,
  target: ReviewTarget,
  targetId: number,
): Promise<number | null> {
  if (target === 'provider') {
    const [row] = await db
      .select({ userId: providers.userId })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(and(eq(providers.id, targetId), isNull(users.deletedAt)))
      .limit(1);
    return row?.userId ?? null;
  }
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, targetId), isNull(users.deletedAt), sql`'client' = ANY(${users.roles})`))
    .limit(1);
  return row?.id ?? null;
}

/** 404 unless the reviewed voice actor or client exists; returns the reviewed user's id. */
export async function requireReviewTarget(
  db: Database,
  target: ReviewTarget,
  targetId: number,
): Promise<number> {
  const userId = await reviewedUserId(db, target, targetId);
  if (userId === null) {
    throw target === 'provider'
      ? notFound('provider_not_found', 'Profile not found.')
      : notFound('user_not_found', 'User not found.');
  }
  return userId;
}

const reviewColumns = {
  id: reviews.id,
  userId: reviews.userId,
  target: reviews.target,
  targetId: reviews.targetId,
  rating: reviews.rating,
  review: reviews.review,
  response: reviews.response,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  responseCreatedAt: reviews.responseCreatedAt,
  responseUpdatedAt: reviews.responseUpdatedAt,
  authorUsername: users.username,
  authorName: users.name,
  authorPicture: users.pictureFileId,
};

interface ReviewRow {
  id: number;
  userId: number;
  target: string;
  targetId: number;
  rating: number;
  review: string;
  response: string | null;
  createdAt: Date;
  updatedAt: Date | null;
  responseCreatedAt: Date | null;
  responseUpdatedAt: Date | null;
  authorUsername: string;
  authorName: string;
  authorPicture: string | null;
}

function toReview(row: ReviewRow, reviewedUser: number, publicOrigin: string): Review {
  return {
    id: row.id,
    user_id: row.userId,
    target: row.target as ReviewTarget,
    target_id: row.targetId,
    rating: row.rating,
    review: row.review,
    response:
      row.response === null
        ? null
        : {
            user_id: reviewedUser,
            response: row.response,
            created_at: (row.responseCreatedAt ?? row.createdAt).toISOString(),
            updated_at: row.responseUpdatedAt?.toISOString() ?? null,
          },
    author: {
      id: row.userId,
      username: row.authorUsername,
      name: row.authorName,
      picture_small: pictureUrls(publicOrigin, row.authorPicture).small,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

/** One page of a target's reviews (of one booking when `projectId` is given), newest first, with the total. */
export async function reviewPage(
  db: Database,
  target: ReviewTarget,
  targetId: number,
  reviewedUser: number,
  page: PageRequest,
  publicOrigin: string,
  projectId?: number,
): Promise<{ reviews: Review[]; total: number }> {
  const where = and(
    eq(reviews.target, target),
    eq(reviews.targetId, targetId),
    projectId === undefined ? undefined : eq(reviews.projectId, projectId),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { reviews: rows.map((row) => toReview(row, reviewedUser, publicOrigin)), total: totals?.n ?? 0 };
}

/** One review with its author and response; 404 when it does not exist. */
export async function loadReview(db: Database, id: number, publicOrigin: string): Promise<Review> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  if (!row) throw reviewNotFound();
  const reviewedUser = await reviewedUserId(db, row.target as ReviewTarget, row.targetId);
  if (reviewedUser === null) throw reviewNotFound();
  return toReview(row, reviewedUser, publicOrigin);
}
