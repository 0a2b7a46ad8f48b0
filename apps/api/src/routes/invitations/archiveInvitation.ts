// archiveInvitation: Archive an invitation (POST /invitations/{id}/archive). The invited voice actor
// removes it from the inbox (status archived, from any casting status but archived). The invitation
// machine refuses anyone else (403) and an archived invitation (409); bookings are not archived (409).
import type { Handler } from '../../contract/types';
import { findInvitation, requireParty } from '../../modules/invitations/invitations';
import { takeStep } from '../../modules/invitations/invitationSteps';

export const archiveInvitation: Handler<'archiveInvitation'> = async ({ viewer, params, services }) => {
  const loaded = await findInvitation(services.db, params.id);
  requireParty(viewer, loaded);
  return { status: 200, body: await takeStep(services, loaded, { kind: 'archive' }, viewer) };
};
