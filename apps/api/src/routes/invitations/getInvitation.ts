// getInvitation: Get an invitation (GET /invitations/{id}). For the invited voice actor, the project's
// owners and admins (403 for anyone else, 404 for an unknown id). Reading does not mark it opened.
import type { Handler } from '../../contract/types';
import { findInvitation, requireParty, toInvitation } from '../../modules/invitations/invitations';

export const getInvitation: Handler<'getInvitation'> = async ({ viewer, params, services }) => {
  const loaded = await findInvitation(services.db, params.id);
  requireParty(viewer, loaded);
  return { status: 200, body: toInvitation(loaded, viewer) };
};
