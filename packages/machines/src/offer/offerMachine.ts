import type { OfferStatus } from '@vo/sdk';
import { and, assign, setup } from 'xstate';
import { decide, statusParser, type Decision, type EntityState } from '../shared/decide';
import { isProvider, type Viewer } from '../shared/viewer';

export type { OfferStatus };

/** Every offer status, in lifecycle order. */
export const OFFER_STATUSES = [
  'created',
  'posted',
  'reviewed',
  'revision_requested',
] as const satisfies readonly OfferStatus[];

/** An offer's status as the database stores it (text), checked: throws on a status the machine does not know. */
export const parseOfferStatus = statusParser('offer', OFFER_STATUSES);

export interface OfferContext {
  /** The project's owners (user ids): the client and the shared owners. */
  readonly projectOwnerIds: readonly number[];
  /** The offer's voice actor (provider id). */
  readonly providerId: number;
  /** The client selected this offer as the project's winner. */
  readonly winner: boolean;
  /** A project owner listened to the audition. */
  readonly listened: boolean;
  /** A project owner downloaded the audition. */
  readonly downloaded: boolean;
  /** The offer is in the trash: it accepts nothing but undelete. */
  readonly deleted: boolean;
  /** The project's winner decision is made (this offer or another won): no other can be chosen. */
  readonly winnerDecided: boolean;
}

export interface OfferInput {
  projectOwnerIds: readonly number[];
  providerId: number;
  winner?: boolean;
  listened?: boolean;
  downloaded?: boolean;
  deleted?: boolean;
  winnerDecided?: boolean;
}

export type OfferEvent =
  | { type: 'offer.post'; by: Viewer }
  | { type: 'offer.view'; by: Viewer }
  | { type: 'offer.listen'; by: Viewer }
  | { type: 'offer.setAsReviewed'; by: Viewer }
  | { type: 'offer.setAsListened'; by: Viewer }
  | { type: 'offer.setAsDownloaded'; by: Viewer }
  | { type: 'offer.setAsWinner'; by: Viewer }
  | { type: 'offer.requestRevision'; by: Viewer }
  | { type: 'offer.delete'; by: Viewer }
  | { type: 'offer.undelete'; by: Viewer };

/** The project's client: one of the project's owners, shared owners included (spec section 6). */
export const isProjectOwner = (context: OfferContext, by: Viewer): boolean =>
  context.projectOwnerIds.includes(by.userId);

/** The voice actor who sent the offer. */
export const isOfferVoiceActor = (context: OfferContext, by: Viewer): boolean =>
  isProvider(by) && by.providerId === context.providerId;

// Viewing, listening and the other marks share their rules; the events differ only in what the UI did
// (a page view or a play) or in which OfferAction the caller asked for.
const markReviewed = { guard: 'byProjectOwner', target: 'reviewed' } as const;
const listenToPosted = { guard: 'byProjectOwner', target: 'reviewed', actions: 'markListened' } as const;
const listenAgain = { guard: and(['byProjectOwner', 'notListened']), actions: 'markListened' } as const;
const download = { guard: and(['byProjectOwner', 'notDownloaded']), actions: 'markDownloaded' } as const;
const selectWinner = {
  guard: and(['byProjectOwner', 'notWinner', 'noWinnerDecided']),
  actions: 'markWinner',
} as const;

/**
 * A proposal (audition) a voice actor sends to a casting project. Its states are the offer's statuses;
 * the marks (winner, listened, downloaded) and the trash (deleted) are flags beside the status. Every
 * event is accepted only when it changes something, so a refused event is one the caller may not take.
 */
export const offerMachine = setup({
  types: {
    context: {} as OfferContext,
    input: {} as OfferInput,
    events: {} as OfferEvent,
  },
  guards: {
    byVoiceActor: ({ context, event }) => !context.deleted && isOfferVoiceActor(context, event.by),
    byProjectOwner: ({ context, event }) => !context.deleted && isProjectOwner(context, event.by),
    notListened: ({ context }) => !context.listened,
    notDownloaded: ({ context }) => !context.downloaded,
    notWinner: ({ context }) => !context.winner,
    noWinnerDecided: ({ context }) => !context.winnerDecided,
    mayDelete: ({ context, event }) =>
      !context.deleted &&
      !context.winner &&
      (isProjectOwner(context, event.by) || isOfferVoiceActor(context, event.by)),
    // The contract (POST /offers/{id}/undelete): restoring from the trash is the project owners' call.
    mayUndelete: ({ context, event }) => context.deleted && isProjectOwner(context, event.by),
  },
  actions: {
    markListened: assign({ listened: true }),
    markDownloaded: assign({ downloaded: true }),
    markWinner: assign({ winner: true, winnerDecided: true }),
    markDeleted: assign({ deleted: true }),
    markUndeleted: assign({ deleted: false }),
  },
}).createMachine({
  id: 'offer',
  context: ({ input }) => ({
    projectOwnerIds: input.projectOwnerIds,
    providerId: input.providerId,
    winner: input.winner ?? false,
    listened: input.listened ?? false,
    downloaded: input.downloaded ?? false,
    deleted: input.deleted ?? false,
    winnerDecided: input.winnerDecided ?? input.winner ?? false,
  }),
  initial: 'created',
  on: {
    'offer.delete': { guard: 'mayDelete', actions: 'markDeleted' },
    'offer.undelete': { guard: 'mayUndelete', actions: 'markUndeleted' },
  },
  states: {
    created: {
      tags: ['draft'],
      on: {
        'offer.post': { guard: 'byVoiceActor', target: 'posted' },
        'offer.view': markReviewed,
        'offer.setAsReviewed': markReviewed,
      },
    },
    posted: {
      on: {
        'offer.view': markReviewed,
        'offer.setAsReviewed': markReviewed,
        'offer.listen': listenToPosted,
        'offer.setAsListened': listenToPosted,
        'offer.setAsDownloaded': download,
        'offer.setAsWinner': selectWinner,
        'offer.requestRevision': { guard: 'byProjectOwner', target: 'revision_requested' },
      },
    },
    reviewed: {
      on: {
        'offer.listen': listenAgain,
        'offer.setAsListened': listenAgain,
        'offer.setAsDownloaded': download,
        'offer.setAsWinner': selectWinner,
        'offer.requestRevision': { guard: 'byProjectOwner', target: 'revision_requested' },
      },
    },
    revision_requested: {
      tags: ['awaiting-resend'],
      on: {
        'offer.post': { guard: 'byVoiceActor', target: 'posted' },
        'offer.listen': listenAgain,
        'offer.setAsListened': listenAgain,
        'offer.setAsDownloaded': download,
        'offer.setAsWinner': selectWinner,
      },
    },
  },
});

export type OfferEntity = EntityState<typeof offerMachine>;

/** The server's question for an offer: may this event be sent now, and what follows? */
export function decideOffer(offer: OfferEntity, event: OfferEvent): Decision<typeof offerMachine> {
  return decide(offerMachine, offer, event);
}
