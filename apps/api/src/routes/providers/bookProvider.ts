// bookProvider: Book a voice actor directly (POST /providers/{id}/book, /book/{providerId} and its
// booking links). A client books at an instant quote: the fields (a booking link's presets first,
// its price fixed) are priced with the voice actor's rates (modules/bookings/pricingQuote), and the
// booking is a project of type booking, active while it waits for the voice actor, with its booking
// invitation (requested) carrying the terms and their quote (version 1, set by the client). The
// voice actor is mailed and their badge moves. Clients only; nobody books their own profile (422).
// With offer_id the booking hires a casting's audition (/proposals/{offerId}/book): its casting's
// owner books its voice actor, once, and the audition becomes the winner if the casting had none.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { users } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { applyBookingLink } from '../../modules/bookings/bookingLinks';
import { newTerms, storedTerms } from '../../modules/bookings/bookingTerms';
import { toDollars } from '../../modules/bookings/pricing';
import { quoteBooking } from '../../modules/bookings/pricingQuote';
import { scheduleBookingMail } from '../../modules/bookings/bookingMail';
import { createOne, findInvitee } from '../../modules/invitations/invitations';
import { auditionToBook } from '../../modules/offers/offerWinner';
import { insertNewProject } from '../../modules/projects/projectLifecycle';
import { loadProjectResources } from '../../modules/projects/projects';

const DAY = 24 * 60 * 60 * 1000;

export const bookProvider: Handler<'bookProvider'> = async ({ viewer, params, body, services }) => {
  const { db } = services;
  const now = services.now();
  if (!viewer.user.roles.includes('client'))
    throw forbidden('not_a_client', 'Bookings are made by clients: switch to your client account to book.');
  const invitee = await findInvitee(db, params.id).catch(() => null);
  if (!invitee) throw notFound('provider_not_found', 'This voice actor does not exist.');
  if (invitee.userId === viewer.user.id)
    throw unprocessable('own_profile', 'You cannot book your own profile.');

  const fields = await applyBookingLink(db, invitee.id, body);
  const audition =
    body.offer_id === undefined ? null : await auditionToBook(services, viewer, body.offer_id, invitee.id);
  const price = await quoteBooking(db, viewer, fields, invitee.id, {
    bodyPath: '/body',
    missingProvider: () => notFound('provider_not_found', 'This voice actor does not exist.'),
  });
  const [actor] = await db.select({ name: users.name }).from(users).where(eq(users.id, invitee.userId));
  await audition?.commit();
  const row = await insertNewProject(db, {
    type: 'booking',
    status: 'active',
    name: audition
      ? `${audition.casting.row.name}: booking with ${actor?.name ?? 'a voice actor'}`
      : `Booking with ${actor?.name ?? 'a voice actor'}`,
    deadline: new Date(now.getTime() + fields.turnaround * DAY),
    providerId: invitee.id,
    autoInvitesEnabled: false,
    securePaymentEnabled: fields.secure_payment ?? false,
    serviceProperties: {
      ...(fields.script === undefined ? {} : { script: fields.script }),
      budget: toDollars(price.clientPrice),
      booking: fields,
    },
    ownerId: viewer.user.id,
    now,
  });
  const invitation = await createOne(
    services,
    {
      projectId: row.id,
      providerId: invitee.id,
      type: 'booking',
      status: 'requested',
      terms: storedTerms(newTerms(fields, price, 'client', now)),
      createdAt: now,
      updatedAt: now,
    },
    invitee,
  );
  await scheduleBookingMail(services, {
    invitationId: invitation.id,
    kind: 'requested',
    version: 1,
    byUserId: viewer.user.id,
  });
  const [project] = await loadProjectResources(db, [row], viewer, services.config.publicOrigin);
  if (!project) throw new Error('project not loaded');
  return { status: 201, body: project };
};
