// The demo's bookings of the demo voice actor by the demo client, each stored as the booking flow
// stores a confirmed booking: the project of type booking, its client as first owner, and the
// confirmed booking invitation with its terms (the booking fields priced at the market rates,
// version 1, set by the client). storeConfirmedBooking stores one; each seeded booking says what is
// its own (this file: the booking waiting for its recording; reviewableBookings.ts: one awaiting
// reviews; autoAcceptBooking.ts: one whose recording is accepted at its moment).
//
// The booking waiting for its recording: booked yesterday, the voice actor accepted and the client
// confirmed the terms (2 revisions, a deadline three days ahead), and nothing has been delivered
// yet, so the recording's journey (send, revision, re-send, accept) starts from the demo data
// (issue 42). The addresses are fixed, so a journey can open them.
import type { BookingFields } from '@vo/sdk';
import type { Database } from '../db/client';
import { invitations, projectOwners, projects } from '../db/schema';
import { marketTerms } from '../modules/bookings/bookingTerms';
import { projectColumns } from '../modules/projects/projects';
import type { BookableActor } from './projects';

export const HOUR = 3600 * 1000;
export const DAY = 24 * HOUR;

/** The public hash of the seeded booking waiting for its recording (its page: /projects/{hash}). */
export const RECORDING_BOOKING_HASH = 'recbooking01';
export const RECORDING_BOOKING_NAME = 'Banking app onboarding walkthrough';

/** What one seeded booking says of itself; the rest is what every seeded booking holds. */
export interface SeededBooking {
  hash: string;
  slug: string;
  name: string;
  description: string;
  status: 'booking-accepted' | 'completed';
  completionReason?: 'deliverable-accepted';
  deadline: Date;
  bookedAt: Date;
  /** When the project last changed (its terms confirmed, its recording sent or accepted). */
  updatedAt: Date;
  fields: Pick<
    BookingFields,
    'recording_length' | 'audience_size' | 'script' | 'fixed_budget' | 'turnaround'
  >;
}

/**
 * Stores a booking of `actor` by the client, confirmed two hours after it was asked (2 revisions,
 * 12 months of usage, no extra services, no Secure Payment, the voice actor's first language and
 * voice): its project, its owner and its confirmed booking invitation.
 */
export async function storeConfirmedBooking(
  db: Database,
  parties: { clientUserId: number; actor: BookableActor },
  seeded: SeededBooking,
): Promise<{ projectId: number; invitationId: number }> {
  const { clientUserId, actor } = parties;
  const languageId = actor.languages[0];
  const voiceAgeGenderId = actor.voiceAgeGenders[0];
  const booking: BookingFields = {
    ...seeded.fields,
    revisions: 2,
    usage: { value: 12, unit: 'month' },
    additional_services: [],
    secure_payment: false,
    ...(languageId === undefined ? {} : { language_id: languageId }),
    ...(voiceAgeGenderId === undefined ? {} : { voice_age_gender_id: voiceAgeGenderId }),
  };
  const [project] = await db
    .insert(projects)
    .values({
      publicHash: seeded.hash,
      slug: seeded.slug,
      name: seeded.name,
      type: 'booking',
      status: seeded.status,
      ...(seeded.completionReason === undefined ? {} : { completionReason: seeded.completionReason }),
      deadline: seeded.deadline,
      autoInvitesEnabled: false,
      aimaStatus: 'disabled',
      quoteClientConfirmation: true,
      providerId: actor.providerId,
      ...projectColumns({ description: seeded.description, booking }),
      securePaymentEnabled: false,
      createdAt: seeded.bookedAt,
      updatedAt: seeded.updatedAt,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error(`seed: booking ${seeded.hash} not stored`);
  await db.insert(projectOwners).values({ projectId: project.id, userId: clientUserId, position: 0 });
  const [invitation] = await db
    .insert(invitations)
    .values({
      projectId: project.id,
      providerId: actor.providerId,
      type: 'booking',
      status: 'confirmed',
      terms: marketTerms(booking, seeded.bookedAt),
      openedAt: new Date(seeded.bookedAt.getTime() + HOUR),
      notifiedAt: seeded.bookedAt,
      createdAt: seeded.bookedAt,
      updatedAt: new Date(seeded.bookedAt.getTime() + 2 * HOUR),
    })
    .returning({ id: invitations.id });
  if (!invitation) throw new Error(`seed: booking ${seeded.hash} has no invitation`);
  return { projectId: project.id, invitationId: invitation.id };
}

export async function seedRecordingBooking(
  db: Database,
  options: { now: Date; clientUserId: number; actor: BookableActor; company: string },
): Promise<number> {
  const { now, company } = options;
  const bookedAt = new Date(now.getTime() - DAY);
  await storeConfirmedBooking(db, options, {
    hash: RECORDING_BOOKING_HASH,
    slug: 'banking-app-onboarding-walkthrough',
    name: RECORDING_BOOKING_NAME,
    description: `A 90-second walkthrough of the ${company} banking app's onboarding.`,
    status: 'booking-accepted',
    deadline: new Date(now.getTime() + 3 * DAY),
    bookedAt,
    updatedAt: new Date(bookedAt.getTime() + 2 * HOUR),
    fields: {
      recording_length: { value: 90, unit: 'second' },
      audience_size: 100_000,
      script: `Welcome to ${company} Banking. In three steps, you will set up your account and your card.`,
      fixed_budget: 220,
      turnaround: 3,
    },
  });
  return 1;
}
