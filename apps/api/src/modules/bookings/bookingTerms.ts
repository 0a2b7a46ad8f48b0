// A booking's terms as they stand (the document's BookingTerms, on the booking invitation): the
// booking fields, their price in minor units (modules/bookings/pricing), a version counting the
// changes and who set them. Stored in invitations.terms; the quote becomes dollars only in
// `termsResource`, at the contract's edge.
import type { BookingFields, BookingTerms } from '@vo/sdk';
import type { JsonObject } from '../../db/schema';
import { priceBooking, quoteResource, type BookingPrice } from './pricing';

export interface StoredTerms {
  readonly booking_fields: BookingFields;
  readonly price: BookingPrice;
  readonly version: number;
  readonly set_by: BookingTerms['set_by'];
  readonly set_at: string;
}

/** New terms: the client's request (version 1) or a change (the next version). */
export function newTerms(
  fields: BookingFields,
  price: BookingPrice,
  setBy: BookingTerms['set_by'],
  now: Date,
  previous: StoredTerms | null = null,
): StoredTerms {
  return {
    // The request's validation filled in the booking defaults (spec section 9): both sides read the
    // same terms, nothing left to a default applied later.
    booking_fields: fields,
    price,
    version: (previous?.version ?? 0) + 1,
    set_by: setBy,
    set_at: now.toISOString(),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored terms of a booking invitation, or null (casting invitations, rows from before terms). */
export function readTerms(value: JsonObject | null): StoredTerms | null {
  if (!isRecord(value) || !isRecord(value['price']) || !isRecord(value['booking_fields'])) return null;
  if (typeof value['version'] !== 'number' || typeof value['set_at'] !== 'string') return null;
  // Written only by `newTerms` (the column's one writer), so its shape is StoredTerms.
  return value as unknown as StoredTerms;
}

/** The terms as JSON for the column. */
export const storedTerms = (terms: StoredTerms): JsonObject => ({ ...terms });

/** The contract's BookingTerms: the quote in dollars with cents. */
export function termsResource(terms: StoredTerms): BookingTerms {
  return {
    booking_fields: terms.booking_fields,
    quote: quoteResource(terms.price),
    version: terms.version,
    set_by: terms.set_by,
    set_at: terms.set_at,
  };
}

/**
 * A client's request priced at the market rates, stored as the booking flow stores terms: for the
 * seeded demo bookings and the fixtures that store a booking directly.
 */
export function marketTerms(fields: BookingFields, at: Date): JsonObject {
  const priced = priceBooking(fields, null);
  if (!priced.ok) throw new Error(`booking not priceable: ${priced.problem.message}`);
  return storedTerms(newTerms(fields, priced.price, 'client', at));
}
