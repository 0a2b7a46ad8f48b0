import type { Project } from '@vo/sdk';
import type { EntityState } from '../shared/decide';
import type { ProjectLabelInput } from './projectLabel';
import type { projectMachine } from './projectMachine';
import { isChargeSettled, type ProjectContext } from './projectSetup';

/**
 * What the app reads of a project as the API answers it (GET /projects/{id}, the lists, the
 * approval queue). Of the deliverable only its status: the lists carry no more.
 */
export type ProjectResource = Pick<
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
  | 'charge_status'
> & {
  readonly deliverable?: { readonly status: NonNullable<Project['deliverable']>['status'] } | null;
  /** Of the admin fields (admins only) the machine reads AIMA's status alone. */
  readonly admin?: { readonly aima_status?: NonNullable<Project['admin']>['aima_status'] } | undefined;
};

/** AIMA counts as on while an admin has it enabled and while its waves run. */
export const aimaSwitchedOn = (aimaStatus: string | null | undefined): boolean =>
  aimaStatus === 'enabled' || aimaStatus === 'running';

/**
 * A project as the API gives it, as the project machine's state: the app asks `projectCan` and
 * `projectLabel` about this, so the screens offer exactly what the server (which maps its stored
 * rows the same way) allows. Fields the caller is not shown count as absent: a visitor who gets no
 * `user_id` owns nothing, and AIMA reads off only when `admin` (admins only) is missing. The
 * server reads its stored rows through this same function (apps/api modules/projects), so the two
 * cannot map a project differently.
 */
export function projectEntityOf(
  project: ProjectResource,
): EntityState<typeof projectMachine> & ProjectLabelInput {
  const stats = project.stats;
  const context: ProjectContext = {
    type: project.type,
    ownerIds: project.user_id ?? [],
    bookedProviderId: project.provider_id ?? null,
    proposals: stats ? stats.offers_received_manual + stats.offers_received_automatic : 0,
    winnerSelected: project.winner_selected ?? null,
    closingReason: project.closing_reason ?? null,
    completionReason: project.completion_reason ?? null,
    cancelReason: project.cancel_reason ?? null,
    autoInvitesEnabled: project.auto_invites_enabled ?? false,
    aimaEnabled: aimaSwitchedOn(project.admin?.aima_status),
    securePayment: project.secure_payment_enabled ?? false,
    quoteClientConfirmation: project.quote_client_confirmation ?? true,
    deliverableStatus: project.deliverable?.status ?? null,
    financeNotified: (project.finance_notified_at ?? null) !== null,
    readyToReleaseFunds: (project.ready_to_release_funds_at ?? null) !== null,
    fundsReleased: (project.funds_released_at ?? null) !== null,
    chargeSettled: isChargeSettled(project.charge_status),
    chargeRefunded: project.charge_status === 'refunded',
  };
  return { status: project.status, context };
}
