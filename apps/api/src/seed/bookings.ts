// A booking waiting for its recording: the demo client booked the demo voice actor yesterday, the
// voice actor accepted and the client confirmed the terms (2 revisions, a deadline three days
// ahead), and nothing has been delivered yet, so the recording's journey (send, revision, re-send,
// accept) starts from the demo data (issue 42: recordings delivered, revised and accepted). Stored
// as the booking flow stores a confirmed booking: the project of type booking in booking-accepted,
// its client as first owner and the confirmed booking invitation with its terms. The address is
// fixed, so a journey can open it.
import type { BookingFields } from '@vo/sdk';
import type { Database } from '../db/client';
import { invitations, projectOwners, projects } from '../db/schema';
import { marketTerms } from '../modules/bookings/bookingTerms';
import { projectColumns } from '../modules/projects/projects';
import type { BookableActor } from './projects';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** The public hash of the seeded booking waiting for its recording (its page: /projects/{hash}). */
export const RECORDING_BOOKING_HASH = 'recbooking01';
export const RECORDING_BOOKING_NAME = 'Banking app onboarding walkthrough';

export async function seedRecordingBooking(
  db: Database,
  options: { now: Date; clientUserId: number; actor: BookableActor; company: string },
): Promise<number> {
  const { now, clientUserId, actor, company } = options;
  const { providerId } = actor;
  const languageId = actor.languages[0];
  const voiceAgeGenderId = actor.voiceAgeGenders[0];
  const bookedAt = new Date(now.getTime() - DAY);
  const confirmedAt = new Date(bookedAt.getTime() + 3 * HOUR);
  const deadline = new Date(now.getTime() + 3 * DAY);
  const booking: BookingFields = {
    recording_length: { value: 90, unit: 'second' },
    audience_size: 100_000,
    script: `Welcome to ${company} Banking. In three steps, you will set up your account and your card.`,
    fixed_budget: 220,
    revisions: 2,
    usage: { value: 12, unit: 'month' },
    turnaround: 3,
    additional_services: [],
    secure_payment: false,
    ...(languageId === undefined ? {} : { language_id: languageId }),
    ...(voiceAgeGenderId === undefined ? {} : { voice_age_gender_id: voiceAgeGenderId }),
  };
  const [project] = await db
    .insert(projects)
    .values({
      publicHash: RECORDING_BOOKING_HASH,
      slug: 'banking-app-onboarding-walkthrough',
      name: RECORDING_BOOKING_NAME,
      type: 'booking',
      status: 'booking-accepted',
      deadline,
      autoInvitesEnabled: false,
      aimaStatus: 'disabled',
      quoteClientConfirmation: true,
      providerId,
      ...projectColumns({
        description: `A 90-second walkthrough of the ${company} banking app's onboarding.`,
        booking,
      }),
      securePaymentEnabled: false,
      createdAt: bookedAt,
      updatedAt: confirmedAt,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error('seed: recording booking not stored');
  await db.insert(projectOwners).values({ projectId: project.id, userId: clientUserId, position: 0 });
  await db.insert(invitations).values({
    projectId: project.id,
    providerId,
    type: 'booking',
    status: 'confirmed',
    // The agreed terms as the booking flow keeps them (bookings/bookingTerms): the booking fields
    // (2 revisions) priced at the market rates, version 1, set by the client.
    terms: marketTerms(booking, bookedAt),
    openedAt: new Date(bookedAt.getTime() + HOUR),
    notifiedAt: bookedAt,
    createdAt: bookedAt,
    updatedAt: confirmedAt,
  });
  return 1;
}
