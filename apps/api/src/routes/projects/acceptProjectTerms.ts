// acceptProjectTerms: Accept a booking's updated terms (POST /projects/{id}/terms), the one way a
// client confirms the voice actor's changed terms. The client echoes the quote they read on the
// invitation (budget, and terms_version when they have it): a change made since is refused (422)
// rather than accepted unseen. The booking machine confirms the invitation and the project machine
// takes the project to booking-accepted (invitationSteps' confirm), the terms becoming the booking's.
import type { Handler } from '../../contract/types';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { readTerms } from '../../modules/bookings/bookingTerms';
import { toDollars, toMinor } from '../../modules/bookings/pricing';
import { findInvitation } from '../../modules/invitations/invitations';
import { takeStep } from '../../modules/invitations/invitationSteps';
import { findProject, requireManager } from '../../modules/projects/projectLifecycle';
import { loadProjectResource } from '../../modules/projects/projects';

export const acceptProjectTerms: Handler<'acceptProjectTerms'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  const { db } = services;
  const project = await findProject(db, params.id);
  requireManager(viewer, project);
  const invitation = await findInvitation(db, body.invitation_id).catch(() => null);
  if (!invitation || invitation.row.projectId !== project.row.id || invitation.row.type !== 'booking')
    throw notFound('invitation_not_found', 'This booking has no such invitation.');
  if (invitation.row.status !== 'terms_updated')
    throw conflict(
      'terms_not_changed',
      'The voice actor has not changed the terms: there is nothing to accept.',
    );
  const terms = readTerms(invitation.row.terms);
  if (terms === null) throw conflict('terms_missing', 'These terms carry no quote to accept.');
  const current = toDollars(terms.price.clientPrice);
  if (body.terms_version !== undefined && body.terms_version !== terms.version)
    throw unprocessable(
      'terms_changed',
      `The voice actor changed the terms again (version ${String(terms.version)}): read them before accepting.`,
    );
  if (toMinor(body.budget) !== terms.price.clientPrice)
    throw unprocessable(
      'quote_changed',
      `The quote is now $${current.toFixed(2)}, not $${body.budget.toFixed(2)}: read the terms again before accepting.`,
    );
  await takeStep(services, invitation, { kind: 'confirm' }, viewer);
  const updated = await findProject(db, String(project.row.id));
  const resource = await loadProjectResource(db, updated.row, viewer, services.config.publicOrigin);
  return { status: 200, body: resource };
};
