import type { DeliverableAction, Deliverable } from '@vo/sdk';
import type { Viewer } from '../shared/viewer';
import {
  deliverableMachine,
  isOwningProvider,
  type DeliverableContext,
  type DeliverableEntity,
  type DeliverableEvent,
} from './deliverableMachine';

export type { DeliverableAction };

/** Every deliverable action, in the contract's order (the DeliverableAction enum). */
export const DELIVERABLE_ACTIONS: readonly DeliverableAction[] = [
  'send',
  'review',
  'accept',
  'request_revision',
  'reject',
  'flag',
  'auto_accept',
];

/** The machine event behind an action of a deliverable's allowed_actions, sent by `by` at `at` (ISO). */
export function deliverableActionEvent(action: DeliverableAction, by: Viewer, at: string): DeliverableEvent {
  switch (action) {
    case 'send':
      return { type: 'deliverable.send', by };
    case 'review':
      return { type: 'deliverable.view', by };
    case 'accept':
      return { type: 'deliverable.accept', by };
    case 'request_revision':
      return { type: 'deliverable.requestRevision', by };
    case 'reject':
      return { type: 'deliverable.reject', by };
    case 'flag':
      return { type: 'deliverable.flag', by };
    case 'auto_accept':
      return { type: 'deliverable.autoAccept', by, at };
  }
}

/**
 * The recording actions this viewer may take now (the deliverable's allowed_actions), in the contract's
 * order. The machine answers: an action is allowed exactly when its event would be accepted. auto_accept
 * is listed once the deadline has passed (`now`) on a recording still awaiting the client's decision:
 * the acceptance is due and any request may apply it.
 */
export function allowedDeliverableActions(
  deliverable: DeliverableEntity,
  viewer: Viewer,
  now: Date = new Date(),
): DeliverableAction[] {
  const snapshot = deliverableMachine.resolveState({
    value: deliverable.status,
    context: deliverable.context,
  });
  const at = now.toISOString();
  return DELIVERABLE_ACTIONS.filter((action) => snapshot.can(deliverableActionEvent(action, viewer, at)));
}

/**
 * The recording-send route guard (spec section 4): allowed only for the owning provider while the
 * status is created. A revised recording is sent from the recording's own edit route instead.
 */
export function canSendRecording(
  deliverable: Pick<Deliverable, 'status' | 'provider_id'>,
  viewer: Viewer,
): boolean {
  return deliverable.status === 'created' && isOwningProvider(deliverable.provider_id, viewer);
}

/**
 * Rejecting is advised against until the client has asked for a revision (spec section 4: "rejected
 * (advised to request a revision first)"): true while no revision was requested and the booking
 * includes one. The advice only; the machine lets the client reject anyway.
 */
export function shouldAdviseRevisionFirst(
  context: Pick<DeliverableContext, 'revisionsRequested' | 'revisionsAllowed'>,
): boolean {
  return context.revisionsRequested === 0 && context.revisionsAllowed > 0;
}

/**
 * When this recording will be accepted automatically, or null when its clock does not run (not sent
 * yet, or decided): the states the machine tags `auto-accept-clock` (sent, and viewed by the client),
 * so the screens say the moment exactly where the server's job would apply it.
 */
export function autoAcceptsAt(deliverable: Pick<Deliverable, 'status' | 'auto_accept_at'>): string | null {
  const node = deliverableMachine.states[deliverable.status];
  return node?.tags.includes('auto-accept-clock') === true ? deliverable.auto_accept_at : null;
}
