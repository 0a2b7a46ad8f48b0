// listProviderPendingInvitations: List a voice actor's pending invitations
// (GET /providers/{id}/pending_invitations). The invitations still waiting for the voice actor's
// answer (requested or opened: castings and booking requests alike), newest first, 3 a page by
// default (the voice actor dashboard's activity block). Only the profile's voice actor or an admin.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders } from '../../http/paging';
import { invitationPage, toInvitation } from '../../modules/invitations/invitations';
import { ownedProvider } from '../../modules/providers/providerAccess';

/** The dashboard's block shows three. */
const PENDING_PAGE_SIZE = 3;

export const listProviderPendingInvitations: Handler<'listProviderPendingInvitations'> = async ({
  viewer,
  params,
  query,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id, 'see these invitations');
  const page = pageRequest(query, PENDING_PAGE_SIZE);
  const { rows, total } = await invitationPage(
    services.db,
    { kind: 'voiceActor', providerId: provider.id },
    { statuses: ['requested', 'opened'] },
    page,
  );
  return {
    status: 200,
    body: rows.map((loaded) => toInvitation(loaded, viewer)),
    headers: { ...pagingHeaders(page, total) },
  };
};
