// getBookingLink: Get a public booking link (GET /booking_links/{providerId}/{publicId}), for the
// public booking page: anyone holding the link; 404 for another voice actor's id, an unknown or a
// withdrawn link.
import { and, eq, isNull } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { bookingLinks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toBookingLink } from '../../modules/bookings/bookingLinks';

export const getBookingLink: Handler<'getBookingLink'> = async ({ params, services }) => {
  const [row] = await services.db
    .select()
    .from(bookingLinks)
    .where(
      and(
        eq(bookingLinks.providerId, params.providerId),
        eq(bookingLinks.publicId, params.publicId),
        isNull(bookingLinks.deletedAt),
      ),
    );
  if (!row) throw notFound('booking_link_not_found', 'This booking link does not exist or was withdrawn.');
  return { status: 200, body: toBookingLink(row, services.config.publicOrigin) };
};
