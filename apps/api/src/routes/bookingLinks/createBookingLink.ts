// createBookingLink: Create a public booking link (POST /booking_links). A voice actor, for their own
// profile (403 otherwise), shares preset terms and, if they want, a fixed price; the presets must be
// priceable with their own rates (422 naming the field otherwise), so a client never opens a link
// that cannot be booked.
import type { Handler } from '../../contract/types';
import { bookingLinks } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import { newBookingLinkId, toBookingLink } from '../../modules/bookings/bookingLinks';
import { toMinor } from '../../modules/bookings/pricing';
import { quoteBooking } from '../../modules/bookings/pricingQuote';
import { bookingWithDefaults } from '../../modules/projects/projects';

export const createBookingLink: Handler<'createBookingLink'> = async ({ viewer, body, services }) => {
  if (viewer.providerId !== body.provider_id)
    throw forbidden('not_your_profile', 'You create booking links for your own profile only.');
  const fields = body.booking_fields === undefined ? null : bookingWithDefaults(body.booking_fields);
  if (fields !== null)
    await quoteBooking(services.db, viewer, fields, body.provider_id, {
      bodyPath: '/body/booking_fields',
      missingProvider: () => notFound('provider_not_found', 'This voice actor does not exist.'),
    });
  const [row] = await services.db
    .insert(bookingLinks)
    .values({
      publicId: newBookingLinkId(),
      providerId: body.provider_id,
      name: body.name ?? null,
      budgetMinor: body.budget === undefined ? null : toMinor(body.budget),
      bookingFields: fields === null ? null : { ...fields },
      createdAt: services.now(),
    })
    .returning();
  if (!row) throw new Error('booking link not stored');
  return { status: 201, body: toBookingLink(row, services.config.publicOrigin) };
};
