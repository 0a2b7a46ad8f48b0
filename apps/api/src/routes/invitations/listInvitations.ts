// listInvitations: List invitations (GET /invitations). A voice actor gets the invitations sent to
// them (the invites inbox with type=automatic,direct, the bookings inbox with type=booking; the inbox
// asks sort=unread_first); a client the invitations of the projects they own; admins all. With
// project_id, that project's invitations for its owners and admins, a voice actor's own invitation to it
// for them (403 for anyone else). With
// secure_payments=true, the completed bookings of the secure-payments list. Archived invitations leave
// the list unless status asks for them. Paged, newest first by default.
import type { Handler } from '../../contract/types';
import { isAdmin } from '../../auth/viewer';
import { forbidden } from '../../http/errors';
import { projectOwnerIds } from '../../modules/projects/projects';
import { invitationPage, toInvitation, type InvitationScope } from '../../modules/invitations/invitations';
import { pageRequest, pagingHeaders } from '../../http/paging';

export const listInvitations: Handler<'listInvitations'> = async ({ viewer, query, services }) => {
  const { db } = services;
  let scope: InvitationScope;
  if (query.project_id !== undefined) {
    const owners = await projectOwnerIds(db, [query.project_id]);
    if (isAdmin(viewer) || (owners.get(query.project_id) ?? []).includes(viewer.user.id))
      scope = { kind: 'project', projectId: query.project_id };
    // A voice actor reads their own invitation to a project (a booking's page), nobody else's.
    else if (viewer.providerId !== null)
      scope = { kind: 'voiceActor', providerId: viewer.providerId, projectId: query.project_id };
    else throw forbidden('not_project_owner', 'Only the project’s owners and admins see its invitations.');
  } else if (isAdmin(viewer)) {
    scope = { kind: 'all' };
  } else if (viewer.providerId !== null) {
    scope = { kind: 'voiceActor', providerId: viewer.providerId };
  } else {
    scope = { kind: 'ownedBy', userId: viewer.user.id };
  }
  const page = pageRequest(query);
  const { rows, total } = await invitationPage(
    db,
    scope,
    {
      types: query.type,
      statuses: query.status,
      securePayments: query.secure_payments,
      sort: query.sort,
    },
    page,
  );
  return {
    status: 200,
    body: rows.map((loaded) => toInvitation(loaded, viewer)),
    headers: { ...pagingHeaders(page, total) },
  };
};
