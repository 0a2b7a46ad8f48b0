import type { AimaStatus, ClientStatus, Project } from '@vo/sdk';
import { isChargeSettled, projectCan, projectLabel, type ProjectLabelInput, type Viewer } from '@vo/machines';

/** What the machine reads of a project (the API's Project and the hooks' answers both fit). */
export type ProjectFacts = Pick<
  Project,
  | 'status'
  | 'type'
  | 'user_id'
  | 'provider_id'
  | 'stats'
  | 'winner_selected'
  | 'closing_reason'
  | 'completion_reason'
  | 'cancel_reason'
  | 'auto_invites_enabled'
  | 'admin'
  | 'secure_payment_enabled'
  | 'quote_client_confirmation'
  | 'finance_notified_at'
  | 'ready_to_release_funds_at'
  | 'funds_released_at'
  | 'charge_status'
> & { readonly deliverable?: { readonly status: NonNullable<Project['deliverable']>['status'] } | null };

/** The project as the project machine holds it, from what the API answers. */
export function projectEntityOf(project: ProjectFacts): ProjectLabelInput {
  const stats = project.stats;
  return {
    status: project.status,
    context: {
      type: project.type,
      ownerIds: project.user_id ?? [],
      bookedProviderId: project.provider_id ?? null,
      proposals: stats ? stats.offers_received_manual + stats.offers_received_automatic : 0,
      winnerSelected: project.winner_selected ?? null,
      closingReason: project.closing_reason ?? null,
      completionReason: project.completion_reason ?? null,
      cancelReason: project.cancel_reason ?? null,
      autoInvitesEnabled: project.auto_invites_enabled ?? false,
      aimaEnabled: project.admin?.aima_status === 'enabled' || project.admin?.aima_status === 'running',
      securePayment: project.secure_payment_enabled ?? false,
      quoteClientConfirmation: project.quote_client_confirmation ?? true,
      deliverableStatus: project.deliverable?.status ?? null,
      financeNotified: (project.finance_notified_at ?? null) !== null,
      readyToReleaseFunds: (project.ready_to_release_funds_at ?? null) !== null,
      fundsReleased: (project.funds_released_at ?? null) !== null,
      chargeSettled: isChargeSettled(project.charge_status),
    },
  };
}

/** The decisions the project machine lets this admin take on the project now. */
export function approvalDecisions(
  project: ProjectFacts,
  by: Viewer,
): { approve: boolean; disapprove: boolean } {
  const entity = projectEntityOf(project);
  return {
    approve: projectCan(entity, { type: 'project.approve', by }),
    disapprove: projectCan(entity, { type: 'project.disapprove', by }),
  };
}

/** The project's status label (spec section 4), as the machine words it. */
export const statusLabelOf = (project: ProjectFacts, by: Viewer) =>
  projectLabel(projectEntityOf(project), by);

/** The admin classifications of a project's client (spec section 3). */
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  trusted: 'Trusted',
  untrusted: 'Untrusted',
  undesirable: 'Undesirable',
};

export const AIMA_STATUS_LABELS: Record<AimaStatus, string> = {
  disabled: 'Off',
  enabled: 'Enabled',
  running: 'Running',
  finished: 'Finished',
};

export const isClientStatus = (value: string): value is ClientStatus =>
  Object.keys(CLIENT_STATUS_LABELS).includes(value);
