// Public booking links (the document's BookingLink): a voice actor's link with preset terms, opened
// as /book/{providerId}/{publicId}; bookProvider applies its presets (and its price, when it has one).
import { randomBytes } from 'node:crypto';
import type { BookingFields, BookingLink } from '@vo/sdk';
import type { bookingLinks } from '../../db/schema';
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
