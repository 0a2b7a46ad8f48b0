import type { Invitation, InvitationStatus } from '@vo/sdk';
import {
  CASTING_INVITATION_STATUSES,
  allowedInvitationActions,
  decideInvitation,
  initialProjectContext,
  projectIsOpen,
  type CastingInvitationStatus,
  type InvitationEntity,
  type Viewer,
} from '@vo/machines';
import type { InvitationCardAction, StatusLabelText } from '@vo/ui';

const isCastingStatus = (status: InvitationStatus): status is CastingInvitationStatus =>
  CASTING_INVITATION_STATUSES.some((casting) => casting === status);

/** The invitation as the invitation machine holds it; null for a booking's statuses (not in this inbox). */
export function invitationEntity(invitation: Invitation): InvitationEntity | null {
  if (!isCastingStatus(invitation.status)) return null;
  return {
    status: invitation.status,
    context: {
      providerId: invitation.provider_id,
      openedAt: invitation.opened_at,
      rejectionReason: invitation.rejection_reason,
      rejectionReasonDetails: invitation.rejection_reason_details,
      projectOpen: receivesProposals(invitation.project),
    },
  };
}

/**
 * Whether the invitation's project still receives proposals, asked of the project machine from the
 * summary the invitation carries (its status and type; the rest of a project does not change it).
 */
function receivesProposals(project: Invitation['project']): boolean {
  return projectIsOpen({
    status: project.status,
    context: initialProjectContext({ type: project.type, ownerIds: [] }),
  });
}

/**
 * The answers the card offers: what the invitation machine allows this viewer now (the server
 * decides with the same machine), and, when the server listed the caller's allowed_actions, only
 * those it allows too. Declining is an update of the status, asked of the machine as such.
 */
export function offeredAnswers(invitation: Invitation, by: Viewer): InvitationCardAction[] {
  const entity = invitationEntity(invitation);
  if (entity === null) return [];
  const server = invitation.allowed_actions;
  const machine = allowedInvitationActions(entity, by).filter(
    (action) => server === undefined || server.includes(action),
  );
  const declines =
    machine.includes('update_status') &&
    decideInvitation(entity, {
      type: 'invitation.updateStatus',
      by,
      payload: { status: 'declined', rejectionReason: 'not-available' },
    }).allowed;
  return [
    ...(machine.includes('accept') ? (['accept'] as const) : []),
    ...(declines ? (['decline'] as const) : []),
    ...(machine.includes('archive') ? (['archive'] as const) : []),
  ];
}

/** Whether following the invitation's link opens it for the first time (sets opened_at). */
export function opensForTheFirstTime(invitation: Invitation, by: Viewer, at: string): boolean {
  const entity = invitationEntity(invitation);
  return (
    entity !== null &&
    decideInvitation(entity, {
      type: 'invitation.updateStatus',
      by,
      payload: { status: 'opened', openedAt: at },
    }).allowed
  );
}

/** How the inbox words and colours an invitation's status. */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, StatusLabelText> = {
  requested: { text: 'New', tone: 'info' },
  opened: { text: 'Opened', tone: 'neutral' },
  accepted: { text: 'Accepted', tone: 'success' },
  declined: { text: 'Declined', tone: 'danger' },
  archived: { text: 'Archived', tone: 'neutral' },
  terms_updated: { text: 'Terms updated', tone: 'warning' },
  confirmed: { text: 'Confirmed', tone: 'success' },
  cancelled: { text: 'Cancelled', tone: 'danger' },
};

/**
 * The audition form for an accepted invitation whose casting still receives proposals (the project
 * machine's open), answering that invitation; null otherwise.
 */
export function auditionPath(invitation: Invitation): string | null {
  if (invitation.status !== 'accepted' || !(invitationEntity(invitation)?.context.projectOpen ?? false))
    return null;
  return `/projects/${invitation.project.public_hash}/proposals/new/edit?invitation=${String(invitation.id)}`;
}

/** The project's specs, where the voice actor reads what the invitation is for. */
export const specsPath = (invitation: Invitation): string =>
  `/projects/${invitation.project.public_hash}/specs`;
