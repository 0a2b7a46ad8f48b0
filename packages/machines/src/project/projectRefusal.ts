import type { EntityState } from '../shared/decide';
import type { Viewer } from '../shared/viewer';
import { decideProject, type projectMachine, type ProjectMachineEvent } from './projectMachine';
import type { ProjectContext, ProjectEvent } from './projectSetup';

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
  'project.addPayment': 'given an additional payment',
  'project.acceptBooking': 'accepted',
  'project.declineBooking': 'declined',
  'project.cancelBooking': 'cancelled',
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
  {
    events: ['project.addPayment'],
    without: (context) => (context.securePayment ? null : { ...context, securePayment: true }),
    code: 'secure_payment_off',
    message: () => 'Additional payments go through Secure Payment: this booking does not use it.',
  },
  {
    events: ['project.addPayment'],
    without: (context) => (context.fundsReleased ? { ...context, fundsReleased: false } : null),
    code: 'charge_settled',
    message: () => 'This booking’s funds were already released: no payment can be added to it.',
  },
  {
    events: ['project.addPayment'],
    without: (context) => (context.chargeRefunded ? { ...context, chargeRefunded: false } : null),
    code: 'charge_settled',
    message: () => 'This booking’s payment was refunded: no payment can be added to it.',
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
