// bookProvider: Book a voice actor directly (POST /providers/{id}/book, /book/{providerId} and its
// booking links). A client books at an instant quote: the fields (a booking link's presets first,
// its price fixed) are priced with the voice actor's rates (modules/bookings/pricingQuote), and the
// booking is a project of type booking, active while it waits for the voice actor, with its booking
// invitation (requested) carrying the terms and their quote (version 1, set by the client). The
// voice actor is mailed and their badge moves. Clients only; nobody books their own profile (422).
import { and, eq, isNull } from 'drizzle-orm';
import type { BookingFields } from '@vo/sdk';
import type { Handler } from '../../contract/types';
import { bookingLinks, users } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { newTerms, storedTerms } from '../../modules/bookings/bookingTerms';
import { toDollars } from '../../modules/bookings/pricing';
import { quoteBooking } from '../../modules/bookings/pricingQuote';
import { scheduleInvitationMail } from '../../modules/invitations/invitationMail';
import { createOne, findInvitee } from '../../modules/invitations/invitations';
import { insertNewProject } from '../../modules/projects/projectLifecycle';
import { bookingWithDefaults, loadProjectResources } from '../../modules/projects/projects';

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

  let fields: BookingFields = bookingWithDefaults(body);
  if (body.booking_link_id !== undefined) {
    const [link] = await db
      .select()
      .from(bookingLinks)
      .where(
        and(
          eq(bookingLinks.id, body.booking_link_id),
          eq(bookingLinks.providerId, invitee.id),
          isNull(bookingLinks.deletedAt),
        ),
      );
    if (!link)
      throw unprocessable('booking_link_invalid', 'This booking link is not one of this voice actor’s.');
    // The link's presets, what the client entered over them, and the link's price when it sets one.
    fields = bookingWithDefaults({
      ...(link.bookingFields as Partial<BookingFields> | null),
      ...body,
      ...(link.budgetMinor === null ? {} : { fixed_budget: toDollars(link.budgetMinor) }),
    });
  }
  const price = await quoteBooking(db, viewer, fields, invitee.id, {
    bodyPath: '/body',
    missingProvider: () => notFound('provider_not_found', 'This voice actor does not exist.'),
  });
  const [actor] = await db.select({ name: users.name }).from(users).where(eq(users.id, invitee.userId));
  const row = await insertNewProject(db, {
    type: 'booking',
    status: 'active',
    name: `Booking with ${actor?.name ?? 'a voice actor'}`,
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
  await scheduleInvitationMail(services, invitation.id);
  const [project] = await loadProjectResources(db, [row], viewer, services.config.publicOrigin);
  if (!project) throw new Error('project not loaded');
  return { status: 201, body: project };
};
