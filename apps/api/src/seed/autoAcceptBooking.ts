// A booking whose recording waits for the client's decision and is accepted automatically a minute
// after the demo starts (issue 42: "auto-accepted when the deadline is reached"): the demo client
// booked the demo voice actor ten days ago, the recording was due eight days ago (a day after it was
// sent), and a sent recording the client has not decided on is accepted a week after its due date
// (deliverableJobs.autoAcceptAtFor). So a fresh demo shows the recording sent, with the moment it
// will be accepted; a minute later the queue's job accepts it, completes the booking and mails the
// voice actor, as it does for any booking. The job is scheduled with the others after the seed's
// transaction (scheduleSentRecordings). The address is fixed, so a journey can open it.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { BookingFields } from '@vo/sdk';
import type { Database } from '../db/client';
import { deliverables, invitations, projectOwners, projects, samples } from '../db/schema';
import { marketTerms } from '../modules/bookings/bookingTerms';
import { AUTO_ACCEPT_AFTER_MS, scheduleAutoAccept } from '../modules/deliverables/deliverableJobs';
import { projectColumns } from '../modules/projects/projects';
import type { Services } from '../services';
import type { BookableActor } from './projects';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/** The public hash of the seeded booking whose recording is accepted automatically. */
export const AUTO_ACCEPT_BOOKING_HASH = 'autobooking1';
export const AUTO_ACCEPT_BOOKING_NAME = 'Museum audio guide, gallery 3';
/** How long after the seed the recording is accepted automatically. */
export const AUTO_ACCEPT_AFTER_SEED_MS = 60 * 1000;

export async function seedAutoAcceptBooking(
  db: Database,
  options: { now: Date; clientUserId: number; actor: BookableActor },
): Promise<number> {
  const { now, clientUserId, actor } = options;
  const { providerId } = actor;
  const autoAcceptAt = new Date(now.getTime() + AUTO_ACCEPT_AFTER_SEED_MS);
  const deadline = new Date(autoAcceptAt.getTime() - AUTO_ACCEPT_AFTER_MS);
  const bookedAt = new Date(deadline.getTime() - 2 * DAY);
  const confirmedAt = new Date(bookedAt.getTime() + 2 * HOUR);
  const sentAt = new Date(deadline.getTime() - DAY);
  const languageId = actor.languages[0];
  const voiceAgeGenderId = actor.voiceAgeGenders[0];
  const booking: BookingFields = {
    recording_length: { value: 60, unit: 'second' },
    audience_size: 10_000,
    script: 'Gallery three holds the harbour paintings. Follow the blue line to the lighthouse model.',
    fixed_budget: 150,
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
      publicHash: AUTO_ACCEPT_BOOKING_HASH,
      slug: 'museum-audio-guide-gallery-3',
      name: AUTO_ACCEPT_BOOKING_NAME,
      type: 'booking',
      status: 'booking-accepted',
      deadline,
      autoInvitesEnabled: false,
      aimaStatus: 'disabled',
      quoteClientConfirmation: true,
      providerId,
      ...projectColumns({ description: 'A one-minute stop of a museum audio guide.', booking }),
      securePaymentEnabled: false,
      createdAt: bookedAt,
      updatedAt: sentAt,
    })
    .returning({ id: projects.id });
  if (!project) throw new Error('seed: auto-accept booking not stored');
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
      updatedAt: confirmedAt,
    })
    .returning({ id: invitations.id });
  // The take: one of the voice actor's own samples, as a recording they uploaded.
  const [take] = await db
    .select({ fileId: samples.fileId })
    .from(samples)
    .where(eq(samples.providerId, providerId))
    .limit(1);
  await db.insert(deliverables).values({
    projectId: project.id,
    providerId,
    invitationId: invitation?.id ?? null,
    status: 'posted',
    fileIds: take ? [take.fileId] : [],
    deadline,
    autoAcceptAt,
    postedAt: sentAt,
    createdAt: sentAt,
    updatedAt: sentAt,
  });
  return 1;
}

/**
 * Queues the auto-acceptance of every sent recording the seed stored (the routes queue it when a
 * recording is sent; the seed writes its rows directly). Once: the job's singleton key.
 */
export async function scheduleSentRecordings(services: Services): Promise<number> {
  const sent = await services.db
    .select()
    .from(deliverables)
    .where(and(eq(deliverables.status, 'posted'), isNotNull(deliverables.autoAcceptAt)));
  for (const row of sent) await scheduleAutoAccept(services, row);
  return sent.length;
}
