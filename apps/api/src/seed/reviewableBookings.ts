// A booking waiting for its reviews: the demo client booked the demo voice actor four days ago, the
// recording was delivered two days ago and accepted yesterday (completion reason
// deliverable-accepted), and neither side has reviewed it yet, so both can try "Write a review" on
// the booking's page from the demo data (issue 42: reviews once the work is done). Stored as the
// booking flow stores a finished booking (storeConfirmedBooking) with its accepted deliverable. The
// address is fixed, so a journey can open it.
import type { Database } from '../db/client';
import { deliverables } from '../db/schema';
import { DAY, storeConfirmedBooking } from './bookings';
import type { BookableActor } from './projects';

/** The public hash of the seeded booking awaiting reviews (its page: /projects/{hash}). */
export const REVIEWABLE_BOOKING_HASH = 'rvwbooking01';

export async function seedReviewableBookings(
  db: Database,
  options: { now: Date; clientUserId: number; actor: BookableActor; company: string },
): Promise<number> {
  const { now, actor, company } = options;
  const bookedAt = new Date(now.getTime() - 4 * DAY);
  const deliveredAt = new Date(now.getTime() - 2 * DAY);
  const acceptedAt = new Date(now.getTime() - DAY);
  const deadline = new Date(bookedAt.getTime() + 3 * DAY);
  const { projectId, invitationId } = await storeConfirmedBooking(db, options, {
    hash: REVIEWABLE_BOOKING_HASH,
    slug: 'podcast-trailer-read',
    name: 'Podcast trailer read',
    description: `A 45-second trailer read for the ${company} podcast.`,
    status: 'completed',
    completionReason: 'deliverable-accepted',
    deadline,
    bookedAt,
    updatedAt: acceptedAt,
    fields: {
      recording_length: { value: 45, unit: 'second' },
      audience_size: 100_000,
      script: `Meet the new ${company} podcast: stories from the people who make the sound.`,
      fixed_budget: 180,
      turnaround: 2,
    },
  });
  await db.insert(deliverables).values({
    projectId,
    providerId: actor.providerId,
    invitationId,
    status: 'accepted',
    link: 'https://example.com/recordings/podcast-trailer-read',
    deadline,
    postedAt: deliveredAt,
    reviewedAt: acceptedAt,
    createdAt: deliveredAt,
    updatedAt: acceptedAt,
  });
  return 1;
}
