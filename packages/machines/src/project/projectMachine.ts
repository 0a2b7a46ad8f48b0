import { and, type EventFrom } from 'xstate';
import { decide, type EntityState } from '../shared/decide';
import {
  ADMIN,
  BOOKED_VOICE_ACTOR,
  by,
  FINANCE,
  initialProjectContext,
  OWNERS,
  OWNERS_AND_ADMIN,
  PROJECT_STATUSES,
  projectSetup,
} from './projectSetup';

/** Auto invites ('now inviting' or 'client-invites only'): the owners' choice on a casting. */
const AUTO_INVITES = {
  'project.enableAutoInvites': {
    guard: and(['isCasting', 'autoInvitesOff', by(OWNERS)]),
    actions: 'enableAutoInvites',
  },
  'project.disableAutoInvites': {
    guard: and(['isCasting', 'autoInvitesOn', by(OWNERS)]),
    actions: 'disableAutoInvites',
  },
} as const;

/**
 * A Q&A thread takes answers in every status but canceled and replaced (spec section 7, the
 * document's createProjectAnswer): from the owners and admins, and follow-ups from the asker.
 */
const ANSWERS = {
  'project.answerQuestion': { guard: 'byOwnerAdminOrAsker', actions: 'answer' },
} as const;

/**
 * Secure Payment and Delivery on or off: a project action of castings and bookings alike (spec
 * section 4's project actions; the Project's charge_status), for the owners and admins, in every
 * status but completed, canceled and replaced, and never once the client has paid (the charge is
 * settled: the project keeps its one charge). Removing also waits for no funds marked ready.
 */
const SECURE_PAYMENT = {
  'project.enableSecurePayments': {
    guard: and(['securePaymentOff', 'chargeNotSettled', by(OWNERS_AND_ADMIN)]),
    actions: 'enableSecurePayments',
  },
  'project.removeSecurePayment': {
    guard: and(['securePaymentRemovable', 'chargeNotSettled', by(OWNERS_AND_ADMIN)]),
    actions: 'removeSecurePayment',
  },
} as const;

/** Before a project is live (draft, pending approval, disapproved) its owners edit or delete it. */
const BEFORE_LIVE = {
  'project.edit': { guard: by(OWNERS_AND_ADMIN), actions: 'edit' },
  'project.delete': { guard: by(OWNERS), actions: 'remove' },
  ...AUTO_INVITES,
  ...ANSWERS,
  ...SECURE_PAYMENT,
} as const;

/**
 * A project's lifecycle (spec section 4): statuses, every project action, who may take it
 * (owning client, shared owner, booked voice actor, admin, finance) and in which status. Pure:
 * the app asks it which actions to offer, the server which to allow.
 */
export const projectMachine = projectSetup.createMachine({
  id: 'project',
  context: ({ input }) => initialProjectContext(input),
  initial: 'draft',
  on: {
    'project.copy': { guard: by(OWNERS_AND_ADMIN), actions: 'copy' },
    // Admins delete a project in any status; owners only before it is live (see the states).
    'project.delete': { guard: by(ADMIN), actions: 'remove' },
    // An admin may edit the status of any project (spec section 6).
    'project.setStatus': PROJECT_STATUSES.map((status) => ({
      guard: and([by(ADMIN), { type: 'statusIs', params: { status } } as const]),
      target: `.${status}`,
    })),
  },
  states: {
    draft: {
      tags: ['editable'],
      on: {
        'project.submit': { guard: by(OWNERS), target: 'pending_approval' },
        ...BEFORE_LIVE,
      },
    },
    pending_approval: {
      tags: ['editable'],
      on: {
        'project.approve': { guard: by(ADMIN), target: 'active' },
        'project.disapprove': { guard: by(ADMIN), target: 'disapproved' },
        ...BEFORE_LIVE,
      },
    },
    disapproved: {
      tags: ['editable'],
      on: {
        'project.submit': { guard: by(OWNERS), target: 'pending_approval' },
        ...BEFORE_LIVE,
      },
    },
    active: {
      tags: ['open', 'editable'],
      on: {
        'project.edit': { guard: by(OWNERS_AND_ADMIN), actions: 'edit' },
        'project.extend': {
          guard: and(['isCasting', by(OWNERS_AND_ADMIN)]),
          actions: 'extend',
        },
        'project.stopReceivingProposals': {
          guard: and(['isCasting', by(OWNERS_AND_ADMIN)]),
          target: 'closed',
          actions: 'closeWith',
        },
        'project.close': {
          guard: and(['isCasting', 'closeReasonFitsSender']),
          target: 'closed',
          actions: 'closeWith',
        },
        'project.deadlineReached': { guard: 'isCasting', target: 'closed', actions: 'closeAtDeadline' },
        'project.selectWinner': {
          guard: and(['isCasting', 'hasProposals', by(OWNERS)]),
          target: 'closed',
          actions: ['closeWith', 'selectWinner'],
        },
        'project.complete': {
          guard: and([by(OWNERS_AND_ADMIN), 'completionFits']),
          target: 'completed',
          actions: 'complete',
        },
        ...AUTO_INVITES,
        // Invitations go out only while the project is active: a casting receiving proposals, or a
        // booking waiting for its voice actor.
        'project.inviteVoiceActor': { guard: by(OWNERS), actions: 'invite' },
        'project.joinByPublicLink': { guard: and(['isCasting', 'byAnyVoiceActor']), actions: 'invite' },
        // Questions are asked while the casting is open (spec section 7, createProjectQuestion).
        'project.askQuestion': { guard: and(['isCasting', 'byAnyVoiceActor', 'notByOwner']), actions: 'ask' },
        ...ANSWERS,
        'project.enableAima': {
          guard: and(['isCasting', 'aimaOff', by(ADMIN)]),
          actions: 'enableAima',
        },
        'project.disableAima': {
          guard: and(['isCasting', 'aimaOn', by(ADMIN)]),
          actions: 'disableAima',
        },
        ...SECURE_PAYMENT,
        // A booking is active while it waits for the voice actor to accept.
        'project.acceptBooking': [
          {
            guard: and(['isBooking', 'quoteChanged', by(BOOKED_VOICE_ACTOR)]),
            target: 'booking-sent',
            actions: 'awaitQuoteConfirmation',
          },
          {
            guard: and(['isBooking', by(BOOKED_VOICE_ACTOR)]),
            target: 'booking-accepted',
          },
        ],
        'project.declineBooking': {
          guard: and(['isBooking', by(BOOKED_VOICE_ACTOR)]),
          target: 'completed',
          actions: 'completeDeclined',
        },
        // Either side cancels a booking until its recording is in (spec: cancelled is permanent).
        'project.cancelBooking': {
          guard: and(['isBooking', 'noRecordingSent', by([...OWNERS, ...BOOKED_VOICE_ACTOR])]),
          target: 'completed',
          actions: 'completeCancelled',
        },
      },
    },
    closed: {
      on: {
        ...ANSWERS,
        ...SECURE_PAYMENT,
        // Only a casting closed by its deadline, with no winner decision, reopens by extending.
        'project.extend': {
          guard: and(['isCasting', 'closedAtDeadline', 'noWinnerDecision', by(OWNERS_AND_ADMIN)]),
          target: 'active',
          actions: 'reopen',
        },
        'project.selectWinner': {
          guard: and(['hasProposals', 'noWinnerDecision', by(OWNERS)]),
          actions: 'selectWinner',
        },
        // completeCasting: the casting ends without a winner (winner_selected false).
        'project.completeCasting': {
          guard: and(['noWinnerDecision', by(OWNERS)]),
          actions: 'completeWithoutWinner',
        },
        'project.complete': {
          guard: and([by(OWNERS_AND_ADMIN), 'completionFits']),
          target: 'completed',
          actions: 'complete',
        },
      },
    },
    canceled: {},
    replaced: {},
    'booking-sent': {
      on: {
        ...ANSWERS,
        // Either side cancels a booking until its recording is in (spec: cancelled is permanent).
        'project.cancelBooking': {
          guard: and(['isBooking', 'noRecordingSent', by([...OWNERS, ...BOOKED_VOICE_ACTOR])]),
          target: 'completed',
          actions: 'completeCancelled',
        },
        'project.acceptQuoteChanges': {
          guard: and(['quoteAwaitingClient', by(OWNERS)]),
          target: 'booking-accepted',
          actions: 'confirmQuote',
        },
        ...SECURE_PAYMENT,
      },
    },
    'booking-accepted': {
      on: {
        ...ANSWERS,
        ...SECURE_PAYMENT,
        // Either side cancels a booking until its recording is in (spec: cancelled is permanent).
        'project.cancelBooking': {
          guard: and(['isBooking', 'noRecordingSent', by([...OWNERS, ...BOOKED_VOICE_ACTOR])]),
          target: 'completed',
          actions: 'completeCancelled',
        },
        'project.deliverableChanged': [
          { guard: 'recordingAccepted', target: 'completed', actions: 'completeRecordingAccepted' },
          { guard: 'recordingRejected', target: 'completed', actions: 'completeRecordingRejected' },
          { actions: 'trackRecording' },
        ],
        'project.notifyFinance': {
          guard: and(['financeNotNotified', by(OWNERS_AND_ADMIN)]),
          actions: 'notifyFinance',
        },
        'project.complete': {
          guard: and([by(OWNERS_AND_ADMIN), 'completionFits']),
          target: 'completed',
          actions: 'complete',
        },
        // createProjectAdditionalPayment: paid into escrow, released or refunded with the booking's funds.
        'project.addPayment': {
          guard: and(['additionalPaymentOpen', by(OWNERS_AND_ADMIN)]),
          actions: 'addPayment',
        },
      },
    },
    completed: {
      on: {
        ...ANSWERS,
        // A finished project's unpaid secure payment can still be dropped, not started.
        'project.removeSecurePayment': SECURE_PAYMENT['project.removeSecurePayment'],
        'project.notifyFinance': {
          guard: and(['financeNotNotified', by(OWNERS_AND_ADMIN)]),
          actions: 'notifyFinance',
        },
        'project.readyToReleaseFunds': {
          guard: and(['fundsReleasable', by(OWNERS)]),
          actions: 'markReadyToRelease',
        },
        'project.fundsReleased': {
          guard: and(['fundsMarkedReady', by(FINANCE)]),
          actions: 'markFundsReleased',
        },
        // A completed booking takes extra payments only when its recording was accepted.
        'project.addPayment': {
          guard: and(['additionalPaymentOpen', 'recordingWasAccepted', by(OWNERS_AND_ADMIN)]),
          actions: 'addPayment',
        },
      },
    },
  },
});

export type ProjectMachineEvent = EventFrom<typeof projectMachine>;

/** The server's check for a project action: allowed, and the status that follows. */
export const decideProject = (project: EntityState<typeof projectMachine>, event: ProjectMachineEvent) =>
  decide(projectMachine, project, event);

/** Whether `viewer` could send each of `events` to the project now (for the app's buttons). */
export function projectCan(project: EntityState<typeof projectMachine>, event: ProjectMachineEvent): boolean {
  return decideProject(project, event).allowed;
}

/**
 * Whether the project still takes answers now: an active casting receives proposals (and its
 * invitations may be accepted), an active booking waits for its voice actor (the machine's `open` tag).
 */
export function projectIsOpen(project: EntityState<typeof projectMachine>): boolean {
  return projectMachine.resolveState({ value: project.status, context: project.context }).hasTag('open');
}
