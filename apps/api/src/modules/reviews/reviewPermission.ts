// Who may review whom (spec section 5: a review may be posted only when x-access-add-review says
// allowed; issue 42: only the parties of a completed booking, once each). The parties of a booking
// are its client (the project's first owner, as partiesOf in @vo/machines reads it) and its booked
// voice actor: the client reviews the voice actor (target provider), the voice actor reviews the
// client (target client). One review per author and booking (the reviews_project_author_idx index);
// reviews from before bookings were served have no booking and block nothing.
import type { ReviewTarget } from '@vo/sdk';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { projectOwners, projects, reviews } from '../../db/schema';
import { forbidden, unprocessable, type HttpError } from '../../http/errors';

/**
 * Whether the viewer may review the target now: a completed booking between them (that one booking
 * when `projectId` is given) that the viewer has not reviewed yet, and the viewer is not the target.
 */
export async function mayReview(
  db: Database,
  viewer: Viewer,
  target: ReviewTarget,
  targetId: number,
  reviewedUser: number,
  projectId?: number,
): Promise<boolean> {
  if (viewer.user.id === reviewedUser) return false;
  const clientId = target === 'provider' ? viewer.user.id : targetId;
  const providerId = target === 'provider' ? targetId : viewer.providerId;
  if (providerId === null) return false;
  const [open] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
    .where(
      and(
        eq(projects.type, 'booking'),
        eq(projects.status, 'completed'),
        eq(projects.providerId, providerId),
        eq(projectOwners.userId, clientId),
        projectId === undefined ? undefined : eq(projects.id, projectId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(and(eq(reviews.projectId, projects.id), eq(reviews.userId, viewer.user.id))),
        ),
      ),
    )
    .limit(1);
  return open !== undefined;
}

export const ratingOutOfRange = () =>
  unprocessable('review_rating_invalid', 'A rating is from 1 to 5 stars.');

/** 422 unless the rating is a whole number of stars from 1 to 5. */
export function requireRating(rating: number): void {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw ratingOutOfRange();
}

export const alreadyReviewed = () =>
  unprocessable('review_already_posted', 'You have already reviewed this booking.');

/**
 * Why the viewer may not post this review of the target about this booking, or null when they may
 * (the same rule as mayReview, spelled out for the refusal's message).
 */
export async function reviewRefusal(
  db: Database,
  viewer: Viewer,
  review: { target: ReviewTarget; targetId: number; projectId: number },
  reviewedUser: number,
): Promise<HttpError | null> {
  if (viewer.user.id === reviewedUser) return forbidden('review_self', 'You cannot review yourself.');
  const [booking] = await db
    .select({
      type: projects.type,
      status: projects.status,
      providerId: projects.providerId,
      clientId: projectOwners.userId,
    })
    .from(projects)
    .innerJoin(projectOwners, and(eq(projectOwners.projectId, projects.id), eq(projectOwners.position, 0)))
    .where(eq(projects.id, review.projectId))
    .limit(1);
  const asClient = booking?.clientId === viewer.user.id;
  const asVoiceActor =
    booking !== undefined && viewer.providerId !== null && booking.providerId === viewer.providerId;
  if (booking === undefined || booking.type !== 'booking' || (!asClient && !asVoiceActor))
    return forbidden(
      'review_not_party',
      'Only the client and the voice actor of a booking can review each other, about that booking.',
    );
  const otherParty =
    review.target === 'provider'
      ? asClient && booking.providerId === review.targetId
      : asVoiceActor && booking.clientId === review.targetId;
  if (!otherParty)
    return forbidden(
      'review_wrong_target',
      review.target === 'provider'
        ? 'Only the client of this booking reviews its voice actor.'
        : 'Only the voice actor of this booking reviews its client.',
    );
  if (booking.status !== 'completed')
    return forbidden('review_booking_not_completed', 'You can review this booking once it is completed.');
  const [already] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.projectId, review.projectId), eq(reviews.userId, viewer.user.id)))
    .limit(1);
  return already ? alreadyReviewed() : null;
}
