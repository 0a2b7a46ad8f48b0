// Public booking links (the document's BookingLink): a voice actor's link with preset terms, opened
// as /book/{providerId}/{publicId}; bookProvider applies its presets (and its price, when it has one).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { BookingFields, BookingLink } from '@vo/sdk';
import type { Database } from '../../db/client';
import { bookingLinks } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { bookingWithDefaults, type BookingInput } from '../projects/projects';
import { toDollars } from './pricing';

export type BookingLinkRow = typeof bookingLinks.$inferSelect;

export const newBookingLinkId = () => randomBytes(8).toString('base64url');

export function toBookingLink(row: BookingLinkRow, publicOrigin: string): BookingLink {
  return {
    id: row.id,
    public_id: row.publicId,
    provider_id: row.providerId,
    url: `${publicOrigin}/book/${String(row.providerId)}/${row.publicId}`,
    name: row.name,
    budget: row.budgetMinor === null ? null : toDollars(row.budgetMinor),
    // Written by createBookingLink from a validated BookingFields body.
    booking_fields: row.bookingFields as BookingFields | null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A booking's fields as its booking link makes them: the link's presets, what the client entered over
 * them, the link's price when it sets one, and the booking defaults for the rest (bookProvider, and editBooking for a booking made through
 * a link). 422 for a link that is not this voice actor's (or withdrawn).
 */
export async function applyBookingLink(
  db: Database,
  providerId: number,
  fields: BookingInput,
): Promise<BookingFields> {
  // The defaults come last: a link's presets take the place of the defaults, not the reverse.
  if (fields.booking_link_id === undefined) return bookingWithDefaults(fields);
  const [link] = await db
    .select()
    .from(bookingLinks)
    .where(
      and(
        eq(bookingLinks.id, fields.booking_link_id),
        eq(bookingLinks.providerId, providerId),
        isNull(bookingLinks.deletedAt),
      ),
    );
  if (!link)
    throw unprocessable('booking_link_invalid', 'This booking link is not one of this voice actor’s.');
  return bookingWithDefaults({
    ...(link.bookingFields as Partial<BookingFields> | null),
    ...fields,
    ...(link.budgetMinor === null ? {} : { fixed_budget: toDollars(link.budgetMinor) }),
  });
}
