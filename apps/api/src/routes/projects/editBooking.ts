// editBooking: Change a booking request before the voice actor answers (PUT /projects/{id}/terms,
// designed; the booking form's /booking/{projectId}). The client's new fields are priced as
// bookProvider prices them (the booking link the booking was made with still applies, its audition
// stays the one hired); the booking machine allows the change only while the request waits for the
// voice actor (booking.editRequest), and the invitation's terms get the next version, set by the client.
import { eq } from 'drizzle-orm';
import { bookingRefusal, decideBooking } from '@vo/machines';
import type { BookingFields } from '@vo/sdk';
import type { Handler } from '../../contract/types';
import { invitations, projects } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors';
import { applyBookingLink } from '../../modules/bookings/bookingLinks';
import { scheduleBookingMail } from '../../modules/bookings/bookingMail';
import { newTerms, readTerms, storedTerms } from '../../modules/bookings/bookingTerms';
import { toDollars } from '../../modules/bookings/pricing';
import { quoteBooking } from '../../modules/bookings/pricingQuote';
import { bookingInvitationOf } from '../../modules/deliverables/deliverables';
import { bookingEntity, findInvitation, notifyInvitationChange } from '../../modules/invitations/invitations';
import { findProject, machineViewer, requireManager } from '../../modules/projects/projectLifecycle';
import { loadProjectResource } from '../../modules/projects/projects';

const DAY = 24 * 60 * 60 * 1000;

export const editBooking: Handler<'editBooking'> = async ({ viewer, params, body, services }) => {
  const { db } = services;
  const now = services.now();
  const project = await findProject(db, params.id);
  requireManager(viewer, project);
  if (project.row.type !== 'booking' || project.row.providerId === null)
    throw conflict(
      'not_a_booking',
      'Only a booking’s request changes here: a casting is edited on its edit page.',
    );
  if (body.booking_link_id !== undefined || body.offer_id !== undefined)
    throw unprocessable(
      'booking_origin_fixed',
      'A booking keeps the link or audition it was made with: send its terms only.',
    );
  const found = await bookingInvitationOf(db, project.row.id, project.row.providerId);
  if (!found) throw notFound('invitation_not_found', 'This booking has no invitation to change.');
  const invitation = await findInvitation(db, found.id);
  const event = { type: 'booking.editRequest', by: machineViewer(viewer) } as const;
  const entity = bookingEntity(invitation);
  if (!decideBooking(entity, event).allowed) {
    const refusal = bookingRefusal(entity, event);
    const message = refusal?.message ?? 'This booking cannot change now.';
    throw refusal?.reason === 'forbidden'
      ? forbidden('booking_action_forbidden', message)
      : conflict(
          'booking_answered',
          `${message} The voice actor has answered it: cancel it, or write to them.`,
        );
  }
  const previous = readTerms(invitation.row.terms);
  const origin = previous?.booking_fields;
  const fields: BookingFields = await applyBookingLink(db, project.row.providerId, {
    ...body,
    ...(origin?.booking_link_id === undefined ? {} : { booking_link_id: origin.booking_link_id }),
    ...(origin?.offer_id === undefined ? {} : { offer_id: origin.offer_id }),
  });
  const price = await quoteBooking(db, viewer, fields, project.row.providerId, {
    bodyPath: '/body',
    missingProvider: () => notFound('provider_not_found', 'This voice actor does not exist.'),
  });
  const terms = newTerms(fields, price, 'client', now, previous);
  const securePayment = fields.secure_payment ?? false;
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ terms: storedTerms(terms), updatedAt: now })
      .where(eq(invitations.id, invitation.row.id));
    await tx
      .update(projects)
      .set({
        budget: toDollars(price.clientPrice),
        deadline: new Date(now.getTime() + fields.turnaround * DAY),
        securePaymentEnabled: securePayment,
        securePaymentStatus: securePayment ? 'pending_payment' : null,
        serviceProperties: {
          ...project.row.serviceProperties,
          script: fields.script ?? null,
          booking: { ...fields },
        },
        updatedAt: now,
      })
      .where(eq(projects.id, project.row.id));
  });
  await scheduleBookingMail(services, {
    invitationId: invitation.row.id,
    kind: 'request_changed',
    version: terms.version,
    byUserId: viewer.user.id,
  });
  await notifyInvitationChange(services, invitation.providerUserId);
  const updated = await findProject(db, String(project.row.id));
  const resource = await loadProjectResource(db, updated.row, viewer, services.config.publicOrigin);
  return { status: 200, body: resource };
};
