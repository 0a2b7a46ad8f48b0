import type { Viewer } from '../shared/viewer';
import {
  partiesOf,
  type ClosingReason,
  type CompletionReason,
  type ProjectContext,
  type ProjectStatus,
} from './projectSetup';

/** The facts a label needs: a status and the project context the machine keeps. */
export interface ProjectLabelInput {
  status: ProjectStatus;
  context: ProjectContext;
}

export interface ProjectLabel {
  /** The label of spec section 4. */
  text: string;
  /** Whether the viewer is the one the project now waits for (the UI highlights it). */
  yourMove: boolean;
}

/** The closing reasons as labels: with zero proposals, a closed casting shows its reason. */
export const CLOSING_REASON_LABELS = {
  deadline: 'deadline',
  client: 'client',
  voice123: 'voice123',
} as const satisfies Record<ClosingReason, string>;

/** Completion reasons, as data: the reason and what it means. */
export const COMPLETION_REASONS = [
  { reason: 'deliverable-accepted', description: 'The client accepted the recording.' },
  { reason: 'deliverable-rejected', description: 'The client rejected the recording.' },
  { reason: 'deadline', description: 'The deadline passed.' },
  { reason: 'voice123', description: 'Completed by the platform.' },
  { reason: 'client', description: 'Completed by the client.' },
  { reason: 'booking-declined', description: 'The voice actor declined the booking.' },
  { reason: 'not-reviewed', description: 'The proposals were never reviewed.' },
] as const satisfies readonly { reason: CompletionReason; description: string }[];

const STATUS_LABELS = {
  draft: 'draft',
  pending_approval: 'pending approval',
  disapproved: 'disapproved',
  active: 'active',
  closed: 'closed',
  canceled: 'canceled',
  replaced: 'replaced',
  'booking-sent': 'booking sent',
  'booking-accepted': 'booking accepted',
  completed: 'completed',
} as const satisfies Record<ProjectStatus, string>;

/**
 * Whether the project invites matching voice actors itself now ('now inviting'): an active casting
 * with auto invites on, or with AIMA switched on by an admin. The server's invitation waves run
 * exactly while this holds; otherwise the casting is 'client-invites only'.
 */
export function projectInvitesAutomatically({
  status,
  context,
}: {
  status: ProjectStatus;
  context: Pick<ProjectContext, 'type' | 'autoInvitesEnabled' | 'aimaEnabled'>;
}): boolean {
  return (
    context.type === 'casting' && status === 'active' && (context.autoInvitesEnabled || context.aimaEnabled)
  );
}

/**
 * The label of spec section 4 for a project, as `viewer` sees it. Castings: 'now inviting' or
 * 'client-invites only' while active; once closed, 'ready for booking' (proposals, no winner
 * decision), the closing reason (zero proposals), 'winner selected' or 'completed without a winner'.
 * Bookings: 'waiting for the voice actor', 'waiting for client quote confirmation', 'waiting for the
 * recording', 'waiting for client acceptance'. Other statuses read as the status.
 */
export function projectLabel({ status, context }: ProjectLabelInput, viewer: Viewer | null): ProjectLabel {
  const parties = viewer ? partiesOf(context, viewer) : [];
  const isOwner = parties.includes('client') || parties.includes('sharedOwner');
  const isVoiceActor = parties.includes('bookedVoiceActor');
  const label = (text: string, yourMove = false): ProjectLabel => ({ text, yourMove });

  if (context.type === 'casting') {
    if (status === 'active')
      return label(projectInvitesAutomatically({ status, context }) ? 'now inviting' : 'client-invites only');
    if (status === 'closed') {
      if (context.proposals === 0) return label(CLOSING_REASON_LABELS[context.closingReason ?? 'deadline']);
      if (context.winnerSelected === null) return label('ready for booking', isOwner);
      return label(context.winnerSelected ? 'winner selected' : 'completed without a winner');
    }
    return label(STATUS_LABELS[status]);
  }

  switch (status) {
    case 'active':
      return label('waiting for the voice actor', isVoiceActor);
    case 'booking-sent':
      return context.quoteClientConfirmation
        ? label('waiting for the voice actor', isVoiceActor)
        : label('waiting for client quote confirmation', isOwner);
    case 'booking-accepted': {
      const recording = context.deliverableStatus;
      return recording === null || recording === 'created' || recording === 'revision_requested'
        ? label('waiting for the recording', isVoiceActor)
        : label('waiting for client acceptance', isOwner);
    }
    default:
      return label(STATUS_LABELS[status]);
  }
}
