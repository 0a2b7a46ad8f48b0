// A quote as providers/quote and projects/quote (and the booking itself) ask for it: the voice
// actor's rate card when one is named (404 for a missing or hidden profile), the requested
// additional services checked against the attributes (422 naming them), then priceBooking, whose
// refusals answer 422 with the field and what is allowed.
import { inArray } from 'drizzle-orm';
import type { Viewer } from '../../auth/viewer';
import type { Database } from '../../db/client';
import { attributes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { attributeProblem } from '../providers/providerProfiles';
import { isAdmin } from '../../auth/viewer';
import { findProviderAccount } from '../providers/providerAccess';
import { loadRateCard } from './bookingSettings';
import { priceBooking, type BookingPrice, type BookingTerms } from './pricing';

export interface QuoteOptions {
  /** Where the booking fields sit in the request, for the 422's detail (`/body`, `/body/booking`). */
  readonly bodyPath: string;
  /** The refusal for a voice actor that does not exist or is hidden (404 or 422, as the operation declares). */
  readonly missingProvider: (providerId: number) => HttpError;
}

/** Prices booking fields with the voice actor's settings (providerId) or the market defaults. */
export async function quoteBooking(
  db: Database,
  viewer: Viewer | null,
  fields: BookingTerms,
  providerId: number | undefined,
  options: QuoteOptions,
): Promise<BookingPrice> {
  let card = null;
  if (providerId !== undefined) {
    const found = await findProviderAccount(db, providerId);
    if (!found || (found.deleted && !isAdmin(viewer))) throw options.missingProvider(providerId);
    card = await loadRateCard(db, providerId);
  }
  const serviceIds = fields.additional_services ?? [];
  const problem = await attributeProblem(db, { additional_services: serviceIds });
  if (problem)
    throw new HttpError(422, 'invalid_booking_fields', problem, {
      details: [{ path: `${options.bodyPath}/additional_services`, message: problem }],
    });
  const names =
    serviceIds.length === 0
      ? new Map<number, string>()
      : new Map(
          (
            await db
              .select({ id: attributes.id, name: attributes.name })
              .from(attributes)
              .where(inArray(attributes.id, serviceIds))
          ).map((r) => [r.id, r.name]),
        );
  const result = priceBooking(fields, card, names);
  if (!result.ok)
    throw new HttpError(422, 'invalid_booking_fields', result.problem.message, {
      details: [{ path: `${options.bodyPath}/${result.problem.field}`, message: result.problem.message }],
    });
  return result.price;
}
