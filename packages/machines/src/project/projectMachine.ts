import type {
  ProjectStatus,
  ProjectType,
  ClosingReason,
  CompletionReason,
  CancelReason,
  DeliverableStatus,
} from '@vo/sdk';
import { and, assign, setup, type EventFrom } from 'xstate';
import { decide, statusParser, type EntityState } from '../shared/decide';
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
  | ({ type: 'project.acceptBooking'; quoteChanged: boolean } & By)
  | ({ type: 'project.declineBooking' } & By)
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

const OWNERS: readonly Party[] = ['client', 'sharedOwner'];
const OWNERS_AND_ADMIN: readonly Party[] = ['client', 'sharedOwner', 'admin'];
const ADMIN: readonly Party[] = ['admin'];
const FINANCE: readonly Party[] = ['finance'];
const BOOKED_VOICE_ACTOR: readonly Party[] = ['bookedVoiceActor'];

/** The guard "sent by one of these parties". */
const by = (parties: readonly Party[]) => ({ type: 'by', params: { parties } }) as const;

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
export const projectMachine = setup({
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
}).createMachine({
  id: 'project',
  context: ({ input }) => ({
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
    ...input,
  }),
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

/** What each project action is called in a refusal ("... cannot be <label>"). */
const ACTION_LABELS: Record<ProjectEvent['type'], string> = {
  'project.submit': 'submitted for approval',
  'project.approve': 'approved',
  'project.disapprove': 'disapproved',
  'project.extend': 'extended',
  'project.stopReceivingProposals': 'closed',
  'project.close': 'closed',
  'project.deadlineReached': 'closed at its deadline',
  'project.selectWinner': 'given a winner',
  'project.completeCasting': 'completed without a winner',
  'project.complete': 'completed',
  'project.copy': 'copied',
  'project.enableSecurePayments': 'given secure payment',
  'project.removeSecurePayment': 'relieved of its secure payment',
  'project.notifyFinance': 'sent to finance',
  'project.readyToReleaseFunds': 'marked ready to release funds',
  'project.fundsReleased': 'marked funds released',
  'project.acceptBooking': 'accepted',
  'project.declineBooking': 'declined',
  'project.acceptQuoteChanges': 'given quote confirmation',
  'project.deliverableChanged': 'updated with a recording',
  'project.inviteVoiceActor': 'used to invite voice actors',
  'project.joinByPublicLink': 'joined from its public invite link',
  'project.enableAutoInvites': 'switched to auto invites',
  'project.disableAutoInvites': 'switched to client invites only',
  'project.enableAima': 'given AIMA',
  'project.disableAima': 'relieved of AIMA',
  'project.edit': 'edited',
  'project.delete': 'deleted',
  'project.askQuestion': 'asked questions',
  'project.answerQuestion': 'given answers to questions',
  'project.setStatus': 'given that status',
};

/** Why the machine refused an event: the sender may not take it (forbidden), or not in this state (conflict). */
export interface ProjectRefusal {
  readonly reason: 'forbidden' | 'conflict';
  readonly message: string;
  /** A specific refusal's code (the server's error code), when a context fact decided it. */
  readonly code?: string;
}

/** Refusals that one context fact decides: the event would pass with the fact the other way. */
const FACT_REFUSALS: readonly {
  readonly events: readonly ProjectEvent['type'][];
  readonly without: (context: ProjectContext) => ProjectContext | null;
  readonly code: string;
  readonly message: (event: ProjectEvent['type']) => string;
}[] = [
  {
    events: ['project.enableSecurePayments', 'project.removeSecurePayment'],
    without: (context) => (context.chargeSettled ? { ...context, chargeSettled: false } : null),
    code: 'charge_settled',
    message: (event) =>
      event === 'project.removeSecurePayment'
        ? 'The client has already paid: secure payment stays on.'
        : 'This project’s payment was already settled.',
  },
];

/**
 * The refusal the server answers with when `decideProject` says no: forbidden (403) when another
 * party (an owner, an admin, finance staff, the booked voice actor) could take the same action now,
 * conflict (409) when nobody could in this status. Null when the event is allowed.
 */
export function projectRefusal(
  project: EntityState<typeof projectMachine>,
  event: ProjectMachineEvent,
  /** false: always a conflict (an action whose document answers 409 to its own parties). */
  { forbidden = true }: { forbidden?: boolean } = {},
): ProjectRefusal | null {
  if (decideProject(project, event).allowed) return null;
  for (const fact of FACT_REFUSALS) {
    if (!fact.events.includes(event.type)) continue;
    const context = fact.without(project.context);
    if (context && decideProject({ ...project, context }, event).allowed)
      return { reason: 'conflict', code: fact.code, message: fact.message(event.type) };
  }
  const label = ACTION_LABELS[event.type];
  if (forbidden && 'by' in event) {
    const { context } = project;
    const others: Viewer[] = [
      ...context.ownerIds.map((userId) => ({ userId, roles: ['client'] as const })),
      { userId: 0, roles: ['admin', 'finance'] },
      ...(context.bookedProviderId === null
        ? []
        : [{ userId: 0, roles: ['provider'] as const, providerId: context.bookedProviderId }]),
    ];
    if (others.some((by) => decideProject(project, { ...event, by }).allowed)) {
      return { reason: 'forbidden', message: `This project cannot be ${label} by you.` };
    }
  }
  const status = project.status.replace(/[-_]/g, ' ');
  return { reason: 'conflict', message: `A project in status ${status} cannot be ${label}.` };
}
