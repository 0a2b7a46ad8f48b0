// Choosing a casting's winner, in one place: the owner's "choose as winner" (setOfferAsWinner) and
// booking an audition that is not the winner yet (bookProvider with offer_id) take the same step.
// The offer machine marks the offer the winner and the project machine records the decision (an
// active casting closes with it), each refusing with its own message.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { conflict, unprocessable } from '../../http/errors';
import type { Services } from '../../services';
import {
  decide as decideProject,
  findProject,
  lifecycleColumns,
  machineViewer,
  projectEntity,
  requireManager,
  storeDecided,
  type LoadedProject,
} from '../projects/projectLifecycle';
import { publishProjectChange } from '../projects/projectLive';
import { receivedOffers } from './offerCounts';
import { decide, saveOffer } from './offerLifecycle';
import { findOffer, type LoadedOffer, type OfferRow } from './offers';

/** What choosing this offer as the winner would store, decided by both machines (throws their refusal). */
async function winnerDecision(db: Database, offer: LoadedOffer, viewer: Viewer) {
  const by = machineViewer(viewer);
  const next = decide(offer, { type: 'offer.setAsWinner', by });
  const project = await findProject(db, String(offer.row.projectId));
  const proposals = (await receivedOffers(db, [project.row.id])).get(project.row.id)?.received ?? 0;
  const decided = decideProject(projectEntity(project, proposals), { type: 'project.selectWinner', by });
  return { next, project, decided };
}

/** Stores a decided winner: the project's decision and the offer's mark; pushes the change live. */
async function storeWinner(
  services: Services,
  offer: LoadedOffer,
  decision: Awaited<ReturnType<typeof winnerDecision>>,
): Promise<OfferRow> {
  const now = services.now();
  const { project, decided, next } = decision;
  await storeDecided(services.db, project.row.id, {
    ...lifecycleColumns(project.row, decided),
    updatedAt: now,
  });
  const row = await saveOffer(services.db, offer.row.id, next, now);
  await publishProjectChange(services, offer.row.projectId, 'offers', [offer.row.providerId]);
  return row;
}

/** Chooses the offer as its casting's winner (setOfferAsWinner). */
export async function chooseWinner(
  services: Services,
  offer: LoadedOffer,
  viewer: Viewer,
): Promise<OfferRow> {
  return storeWinner(services, offer, await winnerDecision(services.db, offer, viewer));
}

/** A booking still hires its audition unless it ended without the work: cancelled or declined. */
const liveBooking = and(
  eq(projects.type, 'booking'),
  notInArray(projects.status, ['canceled']),
  sql`not (${projects.status} = 'completed' and coalesce(${projects.completionReason}, '') in ('client', 'booking-declined'))`,
);

const hiredOffer = sql<string>`${projects.serviceProperties}->'booking'->>'offer_id'`;

async function liveBookingOf(db: Database, offerId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(liveBooking, sql`${hiredOffer} = ${String(offerId)}`))
    .limit(1);
  return row;
}

/** An audition a client is about to book, checked; `commit` chooses it as the winner when needed. */
export interface AuditionToBook {
  offer: LoadedOffer;
  casting: LoadedProject;
  /** Stores the winner choice when the audition is not the winner yet (after the booking is priced). */
  commit: () => Promise<void>;
}

/**
 * The audition a booking hires (BookingFields.offer_id), as its casting's owner books the voice actor
 * who sent it: 404 for an audition the viewer cannot see, 403 for one of another client's casting,
 * 422 when it is another voice actor's, 409 when it is booked already or the casting has another winner.
 */
export async function auditionToBook(
  services: Services,
  viewer: Viewer,
  offerId: number,
  providerId: number,
): Promise<AuditionToBook> {
  const { db } = services;
  const offer = await findOffer(db, offerId, viewer);
  const casting = await findProject(db, String(offer.row.projectId));
  requireManager(viewer, casting);
  if (offer.row.providerId !== providerId)
    throw unprocessable('offer_of_another_voice_actor', 'This audition was sent by another voice actor.');
  if (offer.row.deleted)
    throw conflict('offer_deleted', 'This audition is in the trash: restore it before booking it.');
  if (await liveBookingOf(db, offer.row.id))
    throw conflict('offer_booked', 'This audition is booked already: open its booking instead.');
  // Refused now (another winner, a casting that cannot take the decision) rather than after the booking.
  const decision = offer.row.winner ? null : await winnerDecision(db, offer, viewer);
  return {
    offer,
    casting,
    commit: async () => {
      if (decision) await storeWinner(services, offer, decision);
    },
  };
}
