// A booking waiting for its reviews: the demo client booked the demo voice actor two days ago, the
// recording was delivered and accepted yesterday (completion reason deliverable-accepted), and
// neither side has reviewed it yet, so both can try "Write a review" on the booking's page from the
// demo data (issue 42: reviews once the work is done). Stored as the booking flow stores a finished
// booking: the project of type booking, its client as first owner, the confirmed booking invitation
// and the accepted deliverable. The address is fixed, so a journey can open it.
import type { BookingFields } from '@vo/sdk';
import type { Database } from '../db/client';
import { deliverables, invitations, projectOwners, projects } from '../db/schema';
import { projectColumns } from '../modules/projects/projects';
import type { BookableActor } from './projects';
import { marketTerms } from '../modules/bookings/bookingTerms';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** The public hash of the seeded booking awaiting reviews (its page: /projects/{hash}). */
export const REVIEWABLE_BOOKING_HASH = 'rvwbooking01';

export async function seedReviewableBookings(
  db: Database,
  options: { now: Date; clientUserId: number; actor: BookableActor; company: string },
): Promise<number> {
  const { now, clientUserId, actor, company } = options;
  const { providerId } = actor;
  const languageId = actor.languages[0];
  const voiceAgeGenderId = actor.voiceAgeGenders[0];
  const bookedAt = new Date(now.getTime() - 4 * DAY);
  const deliveredAt = new Date(now.getTime() - 2 * DAY);
  const acceptedAt = new Date(now.getTime() - DAY);
  const booking: BookingFields = {
    recording_length: { value: 45, unit: 'second' },
    audience_size: 100_000,
    script: `Meet the new ${company} podcast: stories from the people who make the sound.`,
    fixed_budget: 180,
    revisions: 2,
    usage: { value: 12, unit: 'month' },
    turnaround: 2,
    additional_services: [],
    secure_payment: false,
    ...(languageId === undefined ? {} : { language_id: languageId }),
    ...(voiceAgeGenderId === undefined ? {} : { voice_age_gender_id: voiceAgeGenderId }),
  };
  const [project] = await db
    .insert(projects)
    .values({
      publicHash: REVIEWABLE_BOOKING_HASH,
      slug: 'podcast-trailer-read',
      name: 'Podcast trailer read',
      type: 'booking',
      status: 'completed',
      completionReason: 'deliverable-accepted',
      deadline: new Date(bookedAt.getTime() + 3 * DAY),
      autoInvitesEnabled: false,
      aimaStatus: 'disabled',
      quoteClientConfirmation: true,
      providerId,
      ...projectColumns({
        description: `A 45-second trailer read for the ${company} podcast.`,
        booking,
      }),
      securePaymentEnabled: false,
      createdAt: bookedAt,
      updatedAt: acceptedAt,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error('seed: reviewable booking not stored');
  await db.insert(projectOwners).values({ projectId: project.id, userId: clientUserId, position: 0 });
  const [invitation] = await db
    .insert(invitations)
    .values({
      projectId: project.id,
      providerId,
      type: 'booking',
      status: 'confirmed',
      terms: marketTerms(booking, bookedAt),
      openedAt: new Date(bookedAt.getTime() + HOUR),
      notifiedAt: bookedAt,
      createdAt: bookedAt,
      updatedAt: new Date(bookedAt.getTime() + 2 * HOUR),
    })
    .returning({ id: invitations.id });
  await db.insert(deliverables).values({
    projectId: project.id,
    providerId,
    invitationId: invitation?.id ?? null,
    status: 'accepted',
    link: 'https://example.com/recordings/podcast-trailer-read',
    deadline: new Date(bookedAt.getTime() + 3 * DAY),
    postedAt: deliveredAt,
    reviewedAt: acceptedAt,
    createdAt: deliveredAt,
    updatedAt: acceptedAt,
  });
  return 1;
}
