import { describe, expect, it } from 'vitest';
import { admin, client, otherVoiceActor, sharedOwner, stranger, voiceActor } from '../testing/viewers';
import { allowedOfferActions, canEnterOfferRoute, OFFER_ACTION_EVENTS, OFFER_ACTIONS } from './offerHelpers';
import type { OfferContext, OfferEntity, OfferStatus } from './offerMachine';

const context: OfferContext = {
  projectOwnerIds: [client.userId, sharedOwner.userId],
  providerId: voiceActor.providerId ?? 0,
  winner: false,
  listened: false,
  downloaded: false,
  deleted: false,
  winnerDecided: false,
};
const offer = (status: OfferStatus, flags: Partial<OfferContext> = {}): OfferEntity => ({
  status,
  context: { ...context, ...flags },
});

describe('offer route guard', () => {
  it('The route guard allows entry only when the status is not created', () => {
    expect(canEnterOfferRoute('created')).toBe(false);
    expect(canEnterOfferRoute('posted')).toBe(true);
    expect(canEnterOfferRoute('reviewed')).toBe(true);
    expect(canEnterOfferRoute('revision_requested')).toBe(true);
  });
});

describe('allowed offer actions', () => {
  it('lists every OfferAction of the contract, each backed by a machine event', () => {
    expect(OFFER_ACTIONS).toEqual(Object.keys(OFFER_ACTION_EVENTS));
  });

  it('a project owner on a posted offer may review, listen, download, choose it as the winner or delete it', () => {
    for (const by of [client, sharedOwner]) {
      expect(allowedOfferActions(offer('posted'), by)).toEqual([
        'set_as_winner',
        'set_as_reviewed',
        'set_as_listened',
        'set_as_downloaded',
        'delete',
      ]);
    }
  });

  it('the marks already set drop out of the list', () => {
    expect(allowedOfferActions(offer('reviewed', { listened: true, downloaded: true }), client)).toEqual([
      'set_as_winner',
      'delete',
    ]);
  });

  it('the winner can no longer be chosen or deleted', () => {
    expect(allowedOfferActions(offer('reviewed', { winner: true }), client)).toEqual([
      'set_as_listened',
      'set_as_downloaded',
    ]);
  });

  it("the offer's voice actor may only delete it, and not restore it (project owners only)", () => {
    expect(allowedOfferActions(offer('posted'), voiceActor)).toEqual(['delete']);
    expect(allowedOfferActions(offer('posted', { deleted: true }), voiceActor)).toEqual([]);
  });

  it('a deleted offer offers its owners nothing but undelete', () => {
    expect(allowedOfferActions(offer('reviewed', { deleted: true }), client)).toEqual(['undelete']);
  });

  it('a draft offers the project owner only set_as_reviewed and delete', () => {
    expect(allowedOfferActions(offer('created'), client)).toEqual(['set_as_reviewed', 'delete']);
  });

  it('other voice actors, admins and strangers may take no action', () => {
    for (const by of [otherVoiceActor, admin, stranger]) {
      expect(allowedOfferActions(offer('posted'), by)).toEqual([]);
      expect(allowedOfferActions(offer('posted', { deleted: true }), by)).toEqual([]);
    }
  });
});
