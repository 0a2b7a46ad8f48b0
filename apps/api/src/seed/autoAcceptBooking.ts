// A booking whose recording waits for the client's decision and is accepted automatically a minute
// after the demo starts (issue 42: "auto-accepted when the deadline is reached"): the demo client
// booked the demo voice actor ten days ago, the recording was due eight days ago (a day after it was
// sent), and a sent recording the client has not decided on is accepted a week after its due date
// (deliverableJobs.autoAcceptAtFor). So a fresh demo shows the recording sent, with the moment it
// will be accepted; a minute later the queue's job accepts it, completes the booking and mails the
// voice actor, as it does for any booking. The job is scheduled with the others after the seed's
// transaction (scheduleSentRecordings). The address is fixed, so a journey can open it.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliverables, samples } from '../db/schema';
import { AUTO_ACCEPT_AFTER_MS, scheduleAutoAccept } from '../modules/deliverables/deliverableJobs';
import type { Services } from '../services';
import { DAY, storeConfirmedBooking } from './bookings';
import type { BookableActor } from './projects';

/** The public hash of the seeded booking whose recording is accepted automatically. */
export const AUTO_ACCEPT_BOOKING_HASH = 'autobooking1';
export const AUTO_ACCEPT_BOOKING_NAME = 'Museum audio guide, gallery 3';
/** How long after the seed the recording is accepted automatically. */
export const AUTO_ACCEPT_AFTER_SEED_MS = 60 * 1000;

export async function seedAutoAcceptBooking(
  db: Database,
  options: { now: Date; clientUserId: number; actor: BookableActor },
): Promise<number> {
  const { now, actor } = options;
  const autoAcceptAt = new Date(now.getTime() + AUTO_ACCEPT_AFTER_SEED_MS);
  const deadline = new Date(autoAcceptAt.getTime() - AUTO_ACCEPT_AFTER_MS);
  const sentAt = new Date(deadline.getTime() - DAY);
  const { projectId, invitationId } = await storeConfirmedBooking(db, options, {
    hash: AUTO_ACCEPT_BOOKING_HASH,
    slug: 'museum-audio-guide-gallery-3',
    name: AUTO_ACCEPT_BOOKING_NAME,
    description: 'A one-minute stop of a museum audio guide.',
    status: 'booking-accepted',
    deadline,
    bookedAt: new Date(deadline.getTime() - 2 * DAY),
    updatedAt: sentAt,
    fields: {
      recording_length: { value: 60, unit: 'second' },
      audience_size: 10_000,
      script: 'Gallery three holds the harbour paintings. Follow the blue line to the lighthouse model.',
      fixed_budget: 150,
      turnaround: 2,
    },
  });
  // The take: one of the voice actor's own samples, as a recording they uploaded.
  const [take] = await db
    .select({ fileId: samples.fileId })
    .from(samples)
    .where(eq(samples.providerId, actor.providerId))
    .limit(1);
  await db.insert(deliverables).values({
    projectId,
    providerId: actor.providerId,
    invitationId,
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
