import type { DeliverableStatus, Project } from '@vo/sdk';
import type { EntityState } from '../shared/decide';
import type { projectMachine, ProjectContext } from './projectMachine';

/** The fields of a project (as the API answers it, from either generated type) the machine reads. */
export type ProjectFacts = Pick<
  Project,
  | 'type'
  | 'status'
  | 'user_id'
  | 'provider_id'
  | 'stats'
  | 'winner_selected'
  | 'closing_reason'
  | 'completion_reason'
  | 'cancel_reason'
  | 'auto_invites_enabled'
  | 'secure_payment_enabled'
  | 'quote_client_confirmation'
  | 'finance_notified_at'
  | 'ready_to_release_funds_at'
  | 'funds_released_at'
> & {
  readonly deliverable?: { readonly status: DeliverableStatus } | null;
  readonly admin?: { readonly aima_status: string };
};

/**
 * A project as the API answers it, as the project machine's state: what the app asks `projectCan`
 * and `projectLabel` with. The fields the caller is not shown (user_id for non-owners, admin for
 * non-admins) read as the machine's defaults: no owners, AIMA off.
 */
export function projectStateOf(project: ProjectFacts): EntityState<typeof projectMachine> {
  const stats = project.stats;
  const aima = project.admin?.aima_status;
  const context: ProjectContext = {
    type: project.type,
    ownerIds: project.user_id ?? [],
    bookedProviderId: project.provider_id ?? null,
    proposals: (stats?.offers_received_manual ?? 0) + (stats?.offers_received_automatic ?? 0),
    winnerSelected: project.winner_selected ?? null,
    closingReason: project.closing_reason ?? null,
    completionReason: project.completion_reason ?? null,
    cancelReason: project.cancel_reason ?? null,
    autoInvitesEnabled: project.auto_invites_enabled ?? false,
    aimaEnabled: aima === 'enabled' || aima === 'running',
    securePayment: project.secure_payment_enabled ?? false,
    quoteClientConfirmation: project.quote_client_confirmation ?? true,
    deliverableStatus: project.deliverable?.status ?? null,
    financeNotified: project.finance_notified_at != null,
    readyToReleaseFunds: project.ready_to_release_funds_at != null,
    fundsReleased: project.funds_released_at != null,
  };
  return { status: project.status, context };
}
