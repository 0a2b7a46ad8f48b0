import type { InvitationStatus, InvitationAction, RejectionReason } from '@vo/sdk';
import { assign, setup } from 'xstate';
import { decide, statusParser, type Decision } from '../shared/decide';
import { isProvider, type Viewer } from '../shared/viewer';

export type { InvitationStatus, InvitationAction, RejectionReason };

/** The statuses of a casting invitation (types automatic and direct); the rest belong to bookings. */
export const CASTING_INVITATION_STATUSES = [
  'requested',
  'opened',
  'accepted',
  'declined',
  'archived',
] as const satisfies readonly InvitationStatus[];
export type CastingInvitationStatus = (typeof CASTING_INVITATION_STATUSES)[number];

/** A casting invitation's status as the database stores it (text), checked: throws on a status the machine does not know. */
export const parseCastingInvitationStatus = statusParser('invitation', CASTING_INVITATION_STATUSES);

export interface InvitationContext {
  /** The invited voice actor (provider id). */
  readonly providerId: number;
  /** When the voice actor first opened the invitation; null while unread. */
  readonly openedAt: string | null;
  readonly rejectionReason: RejectionReason | null;
  readonly rejectionReasonDetails: string | null;
  /** Whether the project still receives proposals (`projectIsOpen`): only then may the invitation be accepted. */
  readonly projectOpen: boolean;
}

export interface InvitationInput {
  providerId: number;
  openedAt?: string | null;
  rejectionReason?: RejectionReason | null;
  rejectionReasonDetails?: string | null;
  /** @default true */
  projectOpen?: boolean;
}

/** The voice actor opened the invitation (sets opened_at). */
export interface OpenInvitationUpdate {
  status: 'opened';
  openedAt: string;
}

/** The voice actor declined: a reason is required, and details when the reason is 'other'. */
export interface DeclineInvitationUpdate {
  status: 'declined';
  /** Null while the voice actor has not chosen one (a form's initial value): such an update is refused. */
  rejectionReason: RejectionReason | null;
  rejectionReasonDetails?: string | null;
}

/** "update status (opened_at, rejection reason and details)" (spec sections 4 and 7). */
export type InvitationStatusUpdate = OpenInvitationUpdate | DeclineInvitationUpdate;

export type InvitationEvent =
  | { type: 'invitation.accept'; by: Viewer }
  | { type: 'invitation.archive'; by: Viewer }
  | { type: 'invitation.updateStatus'; by: Viewer; payload: InvitationStatusUpdate };

/** Why a decline is refused. */
export type DeclineProblem = 'missing-rejection-reason' | 'missing-rejection-reason-details';

/** What the decline form shows for each problem (the spec gives no wording; the document answers 422). */
export const DECLINE_PROBLEM_MESSAGES = {
  'missing-rejection-reason': 'Choose why you are declining this invitation.',
  'missing-rejection-reason-details': 'Tell the client a little more about your reason.',
} as const satisfies Record<DeclineProblem, string>;

/**
 * Why a decline would be refused, or null when it would be accepted: a rejection reason is required,
 * and when the reason is 'other' the details are required too (blank details count as missing).
 */
export function declineProblem(
  payload: Pick<DeclineInvitationUpdate, 'rejectionReason' | 'rejectionReasonDetails'>,
): DeclineProblem | null {
  if (payload.rejectionReason === null) return 'missing-rejection-reason';
  const details = payload.rejectionReasonDetails?.trim() ?? '';
  if (payload.rejectionReason === 'other' && details === '') return 'missing-rejection-reason-details';
  return null;
}

const isInvitedVoiceActor = (context: InvitationContext, by: Viewer) =>
  isProvider(by) && by.providerId === context.providerId;

/**
 * A casting invitation (types automatic and direct) as the invited voice actor answers it: it is
 * requested, opened once, then accepted (a proposal was sent) or declined with a reason; the voice
 * actor may archive it from any status. Booking invitations follow the booking machine.
 */
export const invitationMachine = setup({
  types: {
    context: {} as InvitationContext,
    input: {} as InvitationInput,
    events: {} as InvitationEvent,
  },
  guards: {
    byInvitedVoiceActor: ({ context, event }) => isInvitedVoiceActor(context, event.by),
    acceptsWhileProjectOpen: ({ context, event }) =>
      context.projectOpen && isInvitedVoiceActor(context, event.by),
    opensForTheFirstTime: ({ context, event }) =>
      event.type === 'invitation.updateStatus' &&
      event.payload.status === 'opened' &&
      context.openedAt === null &&
      isInvitedVoiceActor(context, event.by),
    declinesWithAReason: ({ context, event }) =>
      event.type === 'invitation.updateStatus' &&
      event.payload.status === 'declined' &&
      declineProblem(event.payload) === null &&
      isInvitedVoiceActor(context, event.by),
  },
  actions: {
    recordOpenedAt: assign(({ event }) =>
      event.type === 'invitation.updateStatus' && event.payload.status === 'opened'
        ? { openedAt: event.payload.openedAt }
        : {},
    ),
    recordRejection: assign(({ event }) => {
      if (event.type !== 'invitation.updateStatus' || event.payload.status !== 'declined') return {};
      const details = event.payload.rejectionReasonDetails?.trim() ?? '';
      return {
        rejectionReason: event.payload.rejectionReason,
        rejectionReasonDetails: details === '' ? null : details,
      };
    }),
  },
}).createMachine({
  id: 'invitation',
  context: ({ input }) => ({
    providerId: input.providerId,
    openedAt: input.openedAt ?? null,
    rejectionReason: input.rejectionReason ?? null,
    rejectionReasonDetails: input.rejectionReasonDetails ?? null,
    projectOpen: input.projectOpen ?? true,
  }),
  initial: 'requested',
  states: {
    requested: {
      tags: ['unread', 'awaiting-answer'],
      on: {
        'invitation.accept': { guard: 'acceptsWhileProjectOpen', target: 'accepted' },
        'invitation.archive': { guard: 'byInvitedVoiceActor', target: 'archived' },
        'invitation.updateStatus': [
          { guard: 'opensForTheFirstTime', target: 'opened', actions: 'recordOpenedAt' },
          { guard: 'declinesWithAReason', target: 'declined', actions: 'recordRejection' },
        ],
      },
    },
    opened: {
      tags: ['awaiting-answer'],
      on: {
        'invitation.accept': { guard: 'acceptsWhileProjectOpen', target: 'accepted' },
        'invitation.archive': { guard: 'byInvitedVoiceActor', target: 'archived' },
        'invitation.updateStatus': {
          guard: 'declinesWithAReason',
          target: 'declined',
          actions: 'recordRejection',
        },
      },
    },
    accepted: {
      tags: ['answered'],
      on: {
        'invitation.archive': { guard: 'byInvitedVoiceActor', target: 'archived' },
      },
    },
    declined: {
      tags: ['answered'],
      on: {
        'invitation.archive': { guard: 'byInvitedVoiceActor', target: 'archived' },
      },
    },
    archived: { type: 'final' },
  },
});

/** A casting invitation as the server stores it. */
export interface InvitationEntity {
  status: CastingInvitationStatus;
  context: InvitationContext;
}

/** The server's question for a casting invitation: may this event be sent now, and what follows? */
export function decideInvitation(
  entity: InvitationEntity,
  event: InvitationEvent,
): Decision<typeof invitationMachine> {
  return decide(invitationMachine, entity, event);
}

/** Why the machine refused an event: only the invited voice actor answers (forbidden), or not now (conflict). */
export interface InvitationRefusal {
  readonly reason: 'forbidden' | 'conflict';
  readonly message: string;
}

/** What each status means to someone trying to answer again. */
const ALREADY: Record<CastingInvitationStatus, string> = {
  requested: 'is waiting for an answer',
  opened: 'was already opened',
  accepted: 'was already accepted',
  declined: 'was already declined',
  archived: 'is archived',
};

/**
 * The refusal the server answers with when `decideInvitation` says no: forbidden (403) when the
 * sender is not the invited voice actor (every answer is theirs), otherwise conflict (409) saying why
 * the invitation cannot take this step now. Null when the event is allowed. Decline payload problems
 * (`declineProblem`) are the form's to report (422) before asking the machine.
 */
export function invitationRefusal(
  entity: InvitationEntity,
  event: InvitationEvent,
): InvitationRefusal | null {
  if (decideInvitation(entity, event).allowed) return null;
  if (!isInvitedVoiceActor(entity.context, event.by))
    return { reason: 'forbidden', message: 'Only the invited voice actor can answer this invitation.' };
  const state = ALREADY[entity.status];
  if (event.type === 'invitation.accept') {
    if (!entity.context.projectOpen && (entity.status === 'requested' || entity.status === 'opened'))
      return { reason: 'conflict', message: 'This project no longer receives proposals.' };
    return { reason: 'conflict', message: `This invitation ${state}; it cannot be accepted.` };
  }
  if (event.type === 'invitation.archive')
    return { reason: 'conflict', message: 'This invitation is already archived.' };
  if (event.payload.status === 'opened')
    return {
      reason: 'conflict',
      message:
        entity.context.openedAt === null
          ? `This invitation ${state}; it cannot be opened.`
          : 'This invitation was already opened.',
    };
  return { reason: 'conflict', message: `This invitation ${state}; it cannot be declined.` };
}

// Samples that pass the payload checks, so that only the status and the sender decide.
const SAMPLE_OPEN: OpenInvitationUpdate = { status: 'opened', openedAt: '1970-01-01T00:00:00Z' };
const SAMPLE_DECLINE: DeclineInvitationUpdate = { status: 'declined', rejectionReason: 'not-available' };

/**
 * The actions (the document's InvitationAction) this viewer may take on the invitation now, read
 * from the machine: update_status when they may either open it or decline it.
 */
export function allowedInvitationActions(entity: InvitationEntity, by: Viewer): InvitationAction[] {
  const allows = (event: InvitationEvent) => decideInvitation(entity, event).allowed;
  const actions: InvitationAction[] = [];
  if (allows({ type: 'invitation.accept', by })) actions.push('accept');
  if (allows({ type: 'invitation.archive', by })) actions.push('archive');
  if (
    allows({ type: 'invitation.updateStatus', by, payload: SAMPLE_OPEN }) ||
    allows({ type: 'invitation.updateStatus', by, payload: SAMPLE_DECLINE })
  ) {
    actions.push('update_status');
  }
  return actions;
}
