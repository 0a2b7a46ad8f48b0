import type {
  ProjectStatus,
  ProjectType,
  ClosingReason,
  CompletionReason,
  CancelReason,
  DeliverableStatus,
} from '@vo/sdk';
import { assign, setup } from 'xstate';
import { statusParser } from '../shared/decide';
import { isAdmin, isFinance, isProvider, type Viewer } from '../shared/viewer';

export type { ProjectStatus, ProjectType, ClosingReason, CompletionReason, CancelReason, DeliverableStatus };

/** Every project status of the spec, in lifecycle order. */
export const PROJECT_STATUSES = [
  'draft',
  'pending_approval',
  'disapproved',
  'active',
  'closed',
  'canceled',
  'replaced',
  'booking-sent',
  'booking-accepted',
  'completed',
] as const satisfies readonly ProjectStatus[];

/** A project's status as the database stores it (text), checked: throws on a status the machine does not know. */
export const parseProjectStatus = statusParser('project', PROJECT_STATUSES);

export interface ProjectContext {
  readonly type: ProjectType;
  /** The project's owners (user_id): the client who posted it, then the shared owners. */
  readonly ownerIds: readonly number[];
  /** The voice actor a booking is for (provider id), null for a casting. */
  readonly bookedProviderId: number | null;
  /** Proposals received (manual and automatic). */
  readonly proposals: number;
  /** null: no decision yet; true: a winner was chosen; false: completed without a winner. */
  readonly winnerSelected: boolean | null;
  readonly closingReason: ClosingReason | null;
  readonly completionReason: CompletionReason | null;
  readonly cancelReason: CancelReason | null;
  readonly autoInvitesEnabled: boolean;
  readonly aimaEnabled: boolean;
  readonly securePayment: boolean;
  /** Booking: false while the client has not confirmed the voice actor's changed quote. */
  readonly quoteClientConfirmation: boolean;
  /** Booking: the status of the recording, null before one exists. */
  readonly deliverableStatus: DeliverableStatus | null;
  readonly financeNotified: boolean;
  readonly readyToReleaseFunds: boolean;
  readonly fundsReleased: boolean;
  /** The project's one charge already moved money (charge_status paid, funds_released or refunded). */
  readonly chargeSettled: boolean;
  /** The project's charge was refunded to the client (charge_status refunded). */
  readonly chargeRefunded: boolean;
}

/** Charge statuses that already moved money: a project keeps its one charge (spec section 4). */
export const SETTLED_CHARGES = ['paid', 'funds_released', 'refunded'] as const;

/** Whether a project's charge_status is settled (the `chargeSettled` fact of its context). */
export const isChargeSettled = (chargeStatus: string | null | undefined): boolean =>
  chargeStatus != null && (SETTLED_CHARGES as readonly string[]).includes(chargeStatus);

export type ProjectInput = Pick<ProjectContext, 'type' | 'ownerIds'> & Partial<ProjectContext>;

type By = { by: Viewer };
export type ProjectEvent =
  | ({ type: 'project.submit' } & By)
  | ({ type: 'project.approve' } & By)
  | ({ type: 'project.disapprove' } & By)
  | ({ type: 'project.extend' } & By)
  | ({ type: 'project.stopReceivingProposals' } & By)
  | ({ type: 'project.close'; reason: ClosingReason } & By)
  | { type: 'project.deadlineReached' }
  | ({ type: 'project.selectWinner' } & By)
  | ({ type: 'project.completeCasting' } & By)
  | ({
      type: 'project.complete';
      reason: CompletionReason;
      cancelReason?: CancelReason;
      cancelReasonDetails?: string;
    } & By)
  | ({ type: 'project.copy' } & By)
  | ({ type: 'project.enableSecurePayments' } & By)
  | ({ type: 'project.removeSecurePayment' } & By)
  | ({ type: 'project.notifyFinance' } & By)
  | ({ type: 'project.readyToReleaseFunds' } & By)
  | ({ type: 'project.fundsReleased' } & By)
  /** An owner adds an extra payment (extra revisions, pick-ups, a bonus) to a Secure Payment booking. */
  | ({ type: 'project.addPayment' } & By)
  | ({ type: 'project.acceptBooking'; quoteChanged: boolean } & By)
  | ({ type: 'project.declineBooking' } & By)
  | ({ type: 'project.cancelBooking' } & By)
  | ({ type: 'project.acceptQuoteChanges' } & By)
  | { type: 'project.deliverableChanged'; deliverableStatus: DeliverableStatus }
  | ({ type: 'project.enableAutoInvites' } & By)
  /** An owner invites a voice actor (a direct invitation to a casting, a booking request to a booking). */
  | ({ type: 'project.inviteVoiceActor' } & By)
  /** A voice actor takes a casting's public invite link (/pi/{hash}) and gets a direct invitation. */
  | ({ type: 'project.joinByPublicLink' } & By)
  | ({ type: 'project.disableAutoInvites' } & By)
  | ({ type: 'project.enableAima' } & By)
  | ({ type: 'project.disableAima' } & By)
  | ({ type: 'project.edit' } & By)
  | ({ type: 'project.delete' } & By)
  /** A voice actor asks the client a question on the casting (its Q&A thread). */
  | ({ type: 'project.askQuestion' } & By)
  /** An answer in a question's thread: by an owner or admin, or a follow-up by the voice actor who asked. */
  | ({ type: 'project.answerQuestion'; askerProviderId: number } & By)
  | ({ type: 'project.setStatus'; status: ProjectStatus } & By);

/** Who may send an event: the owning client, a shared owner, the booked voice actor, admin, finance. */
export type Party = 'client' | 'sharedOwner' | 'bookedVoiceActor' | 'admin' | 'finance';

function sender(event: ProjectEvent): Viewer | null {
  return 'by' in event ? event.by : null;
}

export function partiesOf(context: ProjectContext, viewer: Viewer): Party[] {
  const parties: Party[] = [];
  if (context.ownerIds[0] === viewer.userId) parties.push('client');
  if (context.ownerIds.slice(1).includes(viewer.userId)) parties.push('sharedOwner');
  if (context.bookedProviderId !== null && viewer.providerId === context.bookedProviderId) {
    parties.push('bookedVoiceActor');
  }
  if (isAdmin(viewer)) parties.push('admin');
  if (isFinance(viewer)) parties.push('finance');
  return parties;
}

export const OWNERS: readonly Party[] = ['client', 'sharedOwner'];
export const OWNERS_AND_ADMIN: readonly Party[] = ['client', 'sharedOwner', 'admin'];
export const ADMIN: readonly Party[] = ['admin'];
export const FINANCE: readonly Party[] = ['finance'];
export const BOOKED_VOICE_ACTOR: readonly Party[] = ['bookedVoiceActor'];

/** The guard "sent by one of these parties". */
export const by = (parties: readonly Party[]) => ({ type: 'by', params: { parties } }) as const;

/**
 * The project's vocabulary, typed once: its context, events, and every guard (who may, and on
 * which facts) and action the statechart (projectMachine.ts) names.
 */
export const projectSetup = setup({
  types: {
    context: {} as ProjectContext,
    input: {} as ProjectInput,
    events: {} as ProjectEvent,
  },
  guards: {
    by: ({ context, event }, params: { parties: readonly Party[] }) => {
      const viewer = sender(event);
      return viewer !== null && partiesOf(context, viewer).some((p) => params.parties.includes(p));
    },
    isCasting: ({ context }) => context.type === 'casting',
    /** Any voice actor (provider role with a provider id), whoever owns the project. */
    byAnyVoiceActor: ({ event }) => {
      const viewer = sender(event);
      return viewer !== null && isProvider(viewer);
    },
    /** Someone who is not one of the project's owners (an owner does not ask their own casting). */
    notByOwner: ({ context, event }) => {
      const viewer = sender(event);
      return viewer !== null && !context.ownerIds.includes(viewer.userId);
    },
    byOwnerAdminOrAsker: ({ context, event }) => {
      if (event.type !== 'project.answerQuestion') return false;
      const parties = partiesOf(context, event.by);
      if (parties.some((p) => OWNERS_AND_ADMIN.includes(p))) return true;
      return isProvider(event.by) && event.by.providerId === event.askerProviderId;
    },
    isBooking: ({ context }) => context.type === 'booking',
    /** No recording sent yet (none, or a draft): past that, the booking ends by the recording's review. */
    noRecordingSent: ({ context }) =>
      context.deliverableStatus === null || context.deliverableStatus === 'created',
    /** An owner closes with reason client; an admin with client or voice123; deadline is the clock's. */
    closeReasonFitsSender: ({ context, event }) => {
      if (event.type !== 'project.close') return false;
      const parties = partiesOf(context, event.by);
      if (event.reason === 'client') return parties.some((p) => OWNERS_AND_ADMIN.includes(p));
      if (event.reason === 'voice123') return parties.includes('admin');
      return false;
    },
    /** booking-declined is the voice actor's decline; the rest need the reason's facts. */
    completionFits: ({ context, event }) => {
      if (event.type !== 'project.complete') return false;
      if (event.reason === 'booking-declined') return false;
      // The server completes at the deadline; voice123 closes on the platform's behalf (admins).
      if (event.reason === 'deadline') return false;
      if (event.reason === 'voice123') return partiesOf(context, event.by).includes('admin');
      if (event.reason === 'deliverable-accepted') return context.deliverableStatus === 'accepted';
      if (event.reason === 'deliverable-rejected') return context.deliverableStatus === 'rejected';
      if (event.cancelReason === 'other') return (event.cancelReasonDetails ?? '').trim().length > 0;
      return true;
    },
    securePaymentOff: ({ context }) => !context.securePayment,
    securePaymentRemovable: ({ context }) => context.securePayment && !context.readyToReleaseFunds,
    securePaymentOn: ({ context }) => context.securePayment,
    chargeNotSettled: ({ context }) => !context.chargeSettled,
    financeNotNotified: ({ context }) => context.securePayment && !context.financeNotified,
    fundsReleasable: ({ context }) =>
      context.securePayment &&
      context.completionReason === 'deliverable-accepted' &&
      !context.readyToReleaseFunds,
    fundsMarkedReady: ({ context }) => context.readyToReleaseFunds && !context.fundsReleased,
    /** Extra payments join the held funds: a Secure Payment booking whose funds are neither released nor refunded. */
    additionalPaymentOpen: ({ context }) =>
      context.type === 'booking' &&
      context.securePayment &&
      !context.fundsReleased &&
      !context.chargeRefunded,
    recordingWasAccepted: ({ context }) => context.completionReason === 'deliverable-accepted',
    quoteChanged: ({ event }) => event.type === 'project.acceptBooking' && event.quoteChanged,
    quoteAwaitingClient: ({ context }) => !context.quoteClientConfirmation,
    autoInvitesOff: ({ context }) => !context.autoInvitesEnabled,
    autoInvitesOn: ({ context }) => context.autoInvitesEnabled,
    aimaOff: ({ context }) => !context.aimaEnabled,
    aimaOn: ({ context }) => context.aimaEnabled,
    closedAtDeadline: ({ context }) => context.closingReason === 'deadline',
    noWinnerDecision: ({ context }) => context.winnerSelected === null,
    hasProposals: ({ context }) => context.proposals > 0,
    recordingAccepted: ({ event }) =>
      event.type === 'project.deliverableChanged' && event.deliverableStatus === 'accepted',
    recordingRejected: ({ event }) =>
      event.type === 'project.deliverableChanged' && event.deliverableStatus === 'rejected',
    statusIs: ({ event }, params: { status: ProjectStatus }) =>
      event.type === 'project.setStatus' && event.status === params.status,
  },
  actions: {
    closeWith: assign({
      closingReason: ({ event }) => (event.type === 'project.close' ? event.reason : 'client'),
    }),
    closeAtDeadline: assign({ closingReason: 'deadline' }),
    reopen: assign({ closingReason: null }),
    selectWinner: assign({ winnerSelected: true }),
    completeWithoutWinner: assign({ winnerSelected: false }),
    // A casting the client completes before any winner decision ends without a winner.
    complete: assign(({ context, event }) =>
      event.type === 'project.complete'
        ? {
            completionReason: event.reason,
            cancelReason: event.cancelReason ?? null,
            winnerSelected:
              context.type === 'casting' && context.winnerSelected === null && event.reason === 'client'
                ? false
                : context.winnerSelected,
          }
        : {},
    ),
    completeDeclined: assign({ completionReason: 'booking-declined' }),
    /** A cancelled booking ends: by its client (reason client) or its voice actor (booking-declined). */
    completeCancelled: assign(({ context, event }) => ({
      completionReason:
        event.type === 'project.cancelBooking' && partiesOf(context, event.by).includes('bookedVoiceActor')
          ? ('booking-declined' as const)
          : ('client' as const),
    })),
    completeRecordingAccepted: assign({
      completionReason: 'deliverable-accepted',
      deliverableStatus: 'accepted',
    }),
    completeRecordingRejected: assign({
      completionReason: 'deliverable-rejected',
      deliverableStatus: 'rejected',
    }),
    trackRecording: assign({
      deliverableStatus: ({ context, event }) =>
        event.type === 'project.deliverableChanged' ? event.deliverableStatus : context.deliverableStatus,
    }),
    enableSecurePayments: assign({ securePayment: true }),
    removeSecurePayment: assign({ securePayment: false, financeNotified: false }),
    notifyFinance: assign({ financeNotified: true }),
    markReadyToRelease: assign({ readyToReleaseFunds: true }),
    markFundsReleased: assign({ fundsReleased: true }),
    awaitQuoteConfirmation: assign({ quoteClientConfirmation: false }),
    confirmQuote: assign({ quoteClientConfirmation: true }),
    enableAutoInvites: assign({ autoInvitesEnabled: true }),
    disableAutoInvites: assign({ autoInvitesEnabled: false }),
    enableAima: assign({ aimaEnabled: true }),
    disableAima: assign({ aimaEnabled: false }),
    /** Editing changes the name, deadline or service properties; the status does not change. */
    edit: () => undefined,
    /** The server stores the additional payment (the machine only says whether it may). */
    addPayment: () => undefined,
    /** Deleting removes the project; the machine only says whether it may. */
    remove: () => undefined,
    /** Copying creates a new draft elsewhere; this project does not change. */
    copy: () => undefined,
    /** Extending moves the deadline; the status does not change. */
    extend: () => undefined,
    /** Inviting stores an invitation; this project does not change. */
    invite: () => undefined,
    /** Asking stores a question; the status does not change. */
    ask: () => undefined,
    /** Answering stores an answer; the status does not change. */
    answer: () => undefined,
  },
});

/** A new project: the input's facts over the defaults of a fresh draft. */
export const initialProjectContext = (input: ProjectInput): ProjectContext => ({
  bookedProviderId: null,
  proposals: 0,
  winnerSelected: null,
  closingReason: null,
  completionReason: null,
  cancelReason: null,
  autoInvitesEnabled: false,
  aimaEnabled: false,
  securePayment: false,
  quoteClientConfirmation: true,
  deliverableStatus: null,
  financeNotified: false,
  readyToReleaseFunds: false,
  fundsReleased: false,
  chargeSettled: false,
  chargeRefunded: false,
  ...input,
});
