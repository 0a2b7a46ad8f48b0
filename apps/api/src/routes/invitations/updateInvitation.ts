// updateInvitation: Update an invitation's status (PATCH /invitations/{id}). The invited voice actor
// opens it (opened_at, requested -> opened), declines it with a rejection_reason (details required for
// other: 422 with the decline form's wording), accepts or archives it; on a booking, the voice actor
// declines or updates the terms and the client confirms, either side cancels. Each step is the
// invitation's machine's decision (403 for the wrong party, 409 when the status does not allow it);
// fields that do not go with the step asked for are refused with 422 rather than dropped.
import type { Handler, RequestBody } from '../../contract/types';
import { findInvitation, requireParty } from '../../modules/invitations/invitations';
import { takeStep, type InvitationStep } from '../../modules/invitations/invitationSteps';
import { unprocessable } from '../../http/errors';

type Update = RequestBody<'updateInvitation'>;

/** The one step a PATCH body asks for. */
function stepOf(body: Update, now: Date): InvitationStep {
  const status = body.status ?? (body.opened_at !== undefined ? 'opened' : undefined);
  const rejecting = body.rejection_reason !== undefined || body.rejection_reason_details !== undefined;
  if (rejecting && status !== 'declined')
    throw unprocessable('rejection_without_decline', 'A rejection reason goes with status declined only.');
  if (body.opened_at !== undefined && status !== 'opened')
    throw unprocessable(
      'opened_at_without_open',
      'opened_at is set by opening the invitation (status opened) only.',
    );
  switch (status) {
    case 'opened': {
      // The app's clock may run ahead of the server's; an invitation is never opened in the future.
      const at = body.opened_at === undefined ? now : new Date(body.opened_at);
      return { kind: 'open', openedAt: at.getTime() > now.getTime() ? now : at };
    }
    case 'declined':
      return {
        kind: 'decline',
        reason: body.rejection_reason ?? null,
        details: body.rejection_reason_details ?? null,
      };
    case 'accepted':
      return { kind: 'accept' };
    case 'archived':
      return { kind: 'archive' };
    case 'terms_updated':
      return { kind: 'updateTerms' };
    case 'confirmed':
      return { kind: 'confirm' };
    case 'cancelled':
      return { kind: 'cancel' };
    case undefined:
      throw unprocessable(
        'nothing_to_update',
        'Send the status to set (or opened_at to open the invitation).',
      );
  }
}

export const updateInvitation: Handler<'updateInvitation'> = async ({ viewer, params, body, services }) => {
  const loaded = await findInvitation(services.db, params.id);
  requireParty(viewer, loaded);
  const step = stepOf(body, services.now());
  return { status: 200, body: await takeStep(services, loaded, step, viewer) };
};
