// updateInvitation: Update an invitation's status (PATCH /invitations/{id}). The invited voice actor
// opens it (opened_at, requested -> opened), declines it with a rejection_reason (details required for
// other: 422 with the decline form's wording), accepts or archives it; on a booking, the voice actor
// answers with other terms (priced, carried by the invitation's terms) and either side cancels; the
// client confirms changed terms with acceptProjectTerms only. Each step is the
// invitation's machine's decision (403 for the wrong party, 409 when the status does not allow it);
// fields that do not go with the step asked for are refused with 422 rather than dropped.
import type { Handler, RequestBody } from '../../contract/types';
import { findInvitation, requireParty } from '../../modules/invitations/invitations';
import { takeStep, type InvitationStep } from '../../modules/invitations/invitationSteps';
import { notFound, unprocessable } from '../../http/errors';
import { quoteBooking } from '../../modules/bookings/pricingQuote';
import { bookingWithDefaults } from '../../modules/projects/projects';

type Update = RequestBody<'updateInvitation'>;

/** The one step a PATCH body asks for ('terms': new booking terms, to be priced). */
function stepOf(body: Update, now: Date): InvitationStep | 'terms' {
  const status = body.status ?? (body.opened_at !== undefined ? 'opened' : undefined);
  const rejecting = body.rejection_reason !== undefined || body.rejection_reason_details !== undefined;
  if (body.terms !== undefined && status !== 'terms_updated')
    throw unprocessable('terms_without_update', 'New terms go with status terms_updated only.');
  if (status === 'terms_updated' && body.terms === undefined)
    throw unprocessable('terms_required', 'Send the terms you propose (terms) with status terms_updated.');
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
      // Priced by the handler, which knows the voice actor (below).
      return 'terms';
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
  const asked = stepOf(body, services.now());
  let step: InvitationStep;
  if (asked === 'terms') {
    // The voice actor's terms, priced with their own rates (their fixed_budget is their price).
    if (body.terms === undefined) throw unprocessable('terms_required', 'Send the terms you propose.');
    const fields = bookingWithDefaults(body.terms);
    const price = await quoteBooking(services.db, viewer, fields, loaded.row.providerId, {
      bodyPath: '/body/terms',
      missingProvider: () => notFound('provider_not_found', 'This voice actor does not exist.'),
    });
    step = { kind: 'updateTerms', fields, price };
  } else step = asked;
  return { status: 200, body: await takeStep(services, loaded, step, viewer) };
};
