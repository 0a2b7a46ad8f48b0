// The server's side of "one rule, one place" for offers: every step is asked of `decideOffer`
// (@vo/machines) and refused with a message, 403 when someone else (a project owner, the offer's
// voice actor) could take it now and 409 when nobody could; the state the machine returns is what
// gets stored.
import { eq } from 'drizzle-orm';
import { decideOffer, type OfferEntity, type OfferEvent, type Viewer as MachineViewer } from '@vo/machines';
import type { Database } from '../../db/client';
import { offers } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { offerEntity, type LoadedOffer, type OfferRow } from './offers';

const IN_TRASH = 'This proposal is in the trash: restore it first.';
const DRAFT = 'This proposal is a draft: its voice actor has not sent it yet.';

/** 409 on an offer in the trash: it takes nothing but a restore. */
export function requireNotDeleted(offer: LoadedOffer): void {
  if (offer.row.deleted) throw conflict('offer_deleted', IN_TRASH);
}

/** 409 on a draft or an offer in the trash: nobody plays, likes or comments those. */
export function requireSent(offer: LoadedOffer): void {
  requireNotDeleted(offer);
  if (offer.row.status === 'created') throw conflict('offer_draft', DRAFT);
}

/** Why the sender may not take a step someone else could take now. */
const FORBIDDEN: Record<OfferEvent['type'], string> = {
  'offer.post': 'Only the voice actor who wrote this proposal may send it.',
  'offer.view': 'Only the project’s owners review its proposals.',
  'offer.listen': 'Only the project’s owners mark its proposals listened.',
  'offer.setAsReviewed': 'Only the project’s owners review its proposals.',
  'offer.setAsListened': 'Only the project’s owners mark its proposals listened.',
  'offer.setAsDownloaded': 'Only the project’s owners mark its proposals downloaded.',
  'offer.setAsWinner': 'Only the project’s owners may choose the winner.',
  'offer.requestRevision': 'Only the project’s owners may ask for a new take.',
  'offer.delete': 'Only the project’s owners and the voice actor who sent it may delete this proposal.',
  'offer.undelete': 'Only the project’s owners may restore a proposal from the trash.',
};

/** Why nobody may take the step in the offer's state. */
function conflictMessage(entity: OfferEntity, event: OfferEvent): string {
  const { context, status } = entity;
  if (event.type === 'offer.undelete') return 'This proposal is not in the trash.';
  if (context.deleted) return IN_TRASH;
  if (event.type === 'offer.delete' && context.winner) return 'The winning proposal cannot be deleted.';
  if (event.type === 'offer.setAsWinner' && context.winner) return 'This proposal is already the winner.';
  if (event.type === 'offer.setAsWinner' && context.winnerDecided)
    return 'This casting has its winner already.';
  if (status === 'created') return DRAFT;
  if (event.type === 'offer.post') return 'This proposal was sent already.';
  return `This proposal cannot change now (it is ${status.replace('_', ' ')}).`;
}

/** The others who might take a step: a project owner and the offer's voice actor. */
function othersOf(entity: OfferEntity): MachineViewer[] {
  const owner = entity.context.projectOwnerIds[0];
  return [
    ...(owner === undefined ? [] : [{ userId: owner, roles: ['client'] as const }]),
    { userId: 0, roles: ['provider'] as const, providerId: entity.context.providerId },
  ];
}

/** Asks the machine; returns the state that follows, or throws its refusal (403 or 409). */
export function decide(offer: LoadedOffer, event: OfferEvent): OfferEntity {
  const entity = offerEntity(offer);
  const decision = decideOffer(entity, event);
  if (decision.allowed) return { status: decision.status, context: decision.context };
  const someoneElse = othersOf(entity).some(
    (by) => by.userId !== event.by.userId && decideOffer(entity, { ...event, by }).allowed,
  );
  if (someoneElse) throw forbidden('offer_action_forbidden', FORBIDDEN[event.type]);
  throw conflict('offer_status_conflict', conflictMessage(entity, event));
}

/** Asks the machine; the state that follows, or null when it refuses (a mark that changes nothing). */
export function nextOffer(offer: LoadedOffer, event: OfferEvent): OfferEntity | null {
  const decision = decideOffer(offerEntity(offer), event);
  return decision.allowed ? { status: decision.status, context: decision.context } : null;
}

/** The columns a decided step changes (status, marks, trash), with anything else the step stores. */
export async function saveOffer(
  db: Database,
  id: number,
  next: OfferEntity,
  now: Date,
  extra: Partial<typeof offers.$inferInsert> = {},
): Promise<OfferRow> {
  const { context } = next;
  const [row] = await db
    .update(offers)
    .set({
      status: next.status,
      // Reviewed once a project owner viewed or played it (the status moved past posted).
      reviewed: next.status === 'reviewed' ? true : undefined,
      listened: context.listened,
      downloaded: context.downloaded,
      winner: context.winner,
      deleted: context.deleted,
      updatedAt: now,
      ...extra,
    })
    .where(eq(offers.id, id))
    .returning();
  if (!row) throw new Error('offer not stored');
  return row;
}
