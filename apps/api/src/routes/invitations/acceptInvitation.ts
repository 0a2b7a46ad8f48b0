// acceptInvitation: Accept an invitation (POST /invitations/{id}/accept). The invited voice actor
// accepts (requested or opened -> accepted); for a booking the project moves on with it (booking-sent
// or booking-accepted, the project machine's call). The machines refuse anyone else (403) and any
// other status, or a project no longer receiving proposals (409).
import type { Handler } from '../../contract/types';
import { findInvitation, requireParty } from '../../modules/invitations/invitations';
import { takeStep } from '../../modules/invitations/invitationSteps';

export const acceptInvitation: Handler<'acceptInvitation'> = async ({ viewer, params, services }) => {
  const loaded = await findInvitation(services.db, params.id);
  requireParty(viewer, loaded);
  return { status: 200, body: await takeStep(services, loaded, { kind: 'accept' }, viewer) };
};
