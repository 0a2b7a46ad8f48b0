import type { CancelReason, ClosingReason } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import { projectCan, projectEntityOf, type ProjectMachineEvent, type Viewer } from '@vo/machines';

/** The owner actions of the project page (spec section 4, Project actions), in the order offered. */
export const PROJECT_ACTIONS = [
  'extend',
  'stopReceivingProposals',
  'close',
  'completeWithoutWinner',
  'enableAutoInvites',
  'disableAutoInvites',
  'enableSecurePayments',
  'removeSecurePayment',
  'copy',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** The closing reasons a person may choose (deadline belongs to the server's clock). */
export const CHOOSABLE_CLOSING_REASONS = ['client', 'voice123'] as const satisfies readonly ClosingReason[];

export const CLOSING_REASON_CHOICES: Record<
  (typeof CHOOSABLE_CLOSING_REASONS)[number],
  { label: string; description: string }
> = {
  client: {
    label: 'Closed by the client',
    description: 'You stop receiving proposals and review the ones you have.',
  },
  voice123: {
    label: 'Closed by the platform',
    description: 'Staff close the casting on the platform’s behalf.',
  },
};

/** The cancel reasons of the contract, worded as its x-enum-descriptions. */
export const CANCEL_REASONS = [
  { value: 'found-voice-elsewhere', label: 'Found a voice actor elsewhere' },
  { value: 'project-cancelled', label: 'The project was cancelled' },
  { value: 'budget-changed', label: 'The budget changed' },
  { value: 'proposals-not-suitable', label: 'The proposals were not suitable' },
  { value: 'deadline-changed', label: 'The deadline changed' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly { value: CancelReason; label: string }[];

/** The machine event each action is (the completion's reason is the client's own). */
function eventOf(action: ProjectAction, by: Viewer): ProjectMachineEvent {
  switch (action) {
    case 'extend':
      return { type: 'project.extend', by };
    case 'stopReceivingProposals':
      return { type: 'project.stopReceivingProposals', by };
    case 'close':
      return { type: 'project.close', reason: 'client', by };
    case 'completeWithoutWinner':
      return { type: 'project.complete', reason: 'client', cancelReason: 'project-cancelled', by };
    case 'enableAutoInvites':
      return { type: 'project.enableAutoInvites', by };
    case 'disableAutoInvites':
      return { type: 'project.disableAutoInvites', by };
    case 'enableSecurePayments':
      return { type: 'project.enableSecurePayments', by };
    case 'removeSecurePayment':
      return { type: 'project.removeSecurePayment', by };
    case 'copy':
      return { type: 'project.copy', by };
  }
}

/** The closing reasons the project machine lets `viewer` close this project with. */
export function closingReasonsFor(project: Project, viewer: Viewer): ClosingReason[] {
  const entity = projectEntityOf(project);
  return CHOOSABLE_CLOSING_REASONS.filter((reason) =>
    projectCan(entity, { type: 'project.close', reason, by: viewer }),
  );
}

/**
 * The actions the project machine lets `viewer` take on this project now: the page offers these
 * and no other (the server decides with the same machine). Close is offered when some reason is.
 */
export function projectActionsFor(project: Project, viewer: Viewer | null): ProjectAction[] {
  if (viewer === null) return [];
  const entity = projectEntityOf(project);
  return PROJECT_ACTIONS.filter((action) => {
    if (action === 'close') return closingReasonsFor(project, viewer).length > 0;
    // A booking has no winner to go without: its completion comes with its recording.
    if (action === 'completeWithoutWinner' && project.type !== 'casting') return false;
    return projectCan(entity, eventOf(action, viewer));
  });
}

/**
 * Whether the machine accepts completing without a winner for this cancel reason and details
 * (reason other needs details); the message to show when it does not.
 */
export function completionProblem(
  project: Project,
  viewer: Viewer,
  cancelReason: CancelReason | '',
  details: string,
): string | null {
  if (cancelReason === '') return 'Choose why you are completing the project.';
  const allowed = projectCan(projectEntityOf(project), {
    type: 'project.complete',
    reason: 'client',
    cancelReason,
    cancelReasonDetails: details,
    by: viewer,
  });
  if (allowed) return null;
  return cancelReason === 'other'
    ? 'Tell us in a few words why you are completing the project.'
    : 'This project cannot be completed now.';
}

/** The new deadline of an extension by `days`: from the current deadline, or from now when it passed. */
export function extendedDeadline(current: string | null, days: number, now: number): Date {
  const from = Math.max(current === null ? now : new Date(current).getTime(), now);
  return new Date(from + days * 24 * 60 * 60 * 1000);
}

/** The extensions offered, in days. */
export const EXTENSION_DAYS = [1, 3, 7, 14] as const;

/** Whether the project machine lets `viewer` ask the client a question now (a voice actor, an active casting). */
export function canAskQuestion(project: Project, viewer: Viewer | null): boolean {
  return viewer !== null && projectCan(projectEntityOf(project), { type: 'project.askQuestion', by: viewer });
}

/** Whether the project machine lets `viewer` answer in the thread of a question by `askerProviderId` now. */
export function canAnswerQuestion(project: Project, viewer: Viewer | null, askerProviderId: number): boolean {
  return (
    viewer !== null &&
    projectCan(projectEntityOf(project), { type: 'project.answerQuestion', askerProviderId, by: viewer })
  );
}
