import type { OfferAction } from '@vo/sdk';
import type { Viewer } from '../shared/viewer';
import { offerMachine, type OfferEntity, type OfferEvent, type OfferStatus } from './offerMachine';

export type { OfferAction };

/** The machine event behind each action the contract lists in an offer's allowed_actions. */
export const OFFER_ACTION_EVENTS = {
  set_as_winner: 'offer.setAsWinner',
  set_as_reviewed: 'offer.setAsReviewed',
  set_as_listened: 'offer.setAsListened',
  set_as_downloaded: 'offer.setAsDownloaded',
  delete: 'offer.delete',
  undelete: 'offer.undelete',
} as const satisfies Record<OfferAction, OfferEvent['type']>;

/** Every offer action, in the contract's order (the OfferAction enum). */
export const OFFER_ACTIONS: readonly OfferAction[] = [
  'set_as_winner',
  'set_as_reviewed',
  'set_as_listened',
  'set_as_downloaded',
  'delete',
  'undelete',
];

/** The proposal route guard (spec section 4): entry only when the status is not created (a draft). */
export function canEnterOfferRoute(status: OfferStatus): boolean {
  return status !== 'created';
}

/**
 * The offer actions this viewer may take now (the offer's allowed_actions), in the contract's order.
 * The machine answers: an action is allowed exactly when its event would be accepted.
 */
export function allowedOfferActions(offer: OfferEntity, viewer: Viewer): OfferAction[] {
  const snapshot = offerMachine.resolveState({ value: offer.status, context: offer.context });
  return OFFER_ACTIONS.filter((action) => snapshot.can({ type: OFFER_ACTION_EVENTS[action], by: viewer }));
}
