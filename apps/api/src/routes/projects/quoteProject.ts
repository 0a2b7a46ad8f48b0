// quoteProject: Price a project (POST /projects/quote). A client prices a booking from its fields
// (with the named voice actor's booking settings, else the market defaults) or a casting's budget;
// nothing changes. The client's price, the platform fee and the voice actor's net, with the lines.
import type { ProjectQuote } from '@vo/sdk';
import type { Handler } from '../../contract/types';
import { HttpError } from '../../http/errors';
import {
  splitFee,
  toDollars,
  toMinor,
  PLATFORM_FEE_PERCENT,
  type BookingTerms,
} from '../../modules/bookings/pricing';
import { quoteBooking } from '../../modules/bookings/pricingQuote';

const refuse = (field: string, message: string) =>
  new HttpError(422, 'invalid_quote_request', message, { details: [{ path: `/body/${field}`, message }] });

export const quoteProject: Handler<'quoteProject'> = async ({ viewer, body, services }) => {
  // The generated type marks the defaulted flag present; bodies arrive without defaults injected.
  const request: Omit<typeof body, 'secure_payment_enabled'> & { secure_payment_enabled?: boolean } = body;
  const securePaymentEnabled = request.secure_payment_enabled;
  if (body.type === 'casting') {
    if (body.booking !== undefined)
      throw refuse('booking', 'booking: booking fields price a booking only; allowed for type booking.');
    if (body.provider_id !== undefined)
      throw refuse(
        'provider_id',
        "provider_id: a casting's price is its budget, not a voice actor's rates; allowed for type booking.",
      );
    if (body.budget === undefined)
      throw refuse('budget', 'budget: a casting is priced by its budget; required for type casting.');
    const clientPrice = toMinor(body.budget);
    const { platformFee, voiceActorNet } = splitFee(clientPrice);
    const quote: ProjectQuote = {
      client_price: toDollars(clientPrice),
      platform_fee: toDollars(platformFee),
      voice_actor_net: toDollars(voiceActorNet),
      currency: 'USD',
      secure_payment: securePaymentEnabled ?? false,
      lines: [{ label: 'Casting budget', amount: toDollars(clientPrice) }],
    };
    return { status: 200, body: quote };
  }
  if (body.booking === undefined)
    throw refuse(
      'booking',
      'booking: the booking fields (recording_length, audience_size...) are required for type booking.',
    );
  // The request's budget is a fixed booking budget when the fields carry none; the fields'
  // secure_payment wins over secure_payment_enabled (the document's rule).
  const fields: BookingTerms = {
    ...body.booking,
    ...(body.booking.fixed_budget === undefined && body.budget !== undefined
      ? { fixed_budget: body.budget }
      : {}),
    secure_payment: body.booking.secure_payment ?? securePaymentEnabled ?? false,
  };
  const price = await quoteBooking(services.db, viewer, fields, body.provider_id, {
    bodyPath: '/body/booking',
    missingProvider: (id) =>
      refuse('provider_id', `provider_id: voice actor ${id} does not take bookings (no such profile).`),
  });
  const quote: ProjectQuote = {
    client_price: toDollars(price.clientPrice),
    platform_fee: toDollars(price.platformFee),
    voice_actor_net: toDollars(price.voiceActorNet),
    currency: 'USD',
    secure_payment: price.securePayment,
    // With a fixed budget the client pays that budget, not the rate card's parts.
    lines:
      price.suggestedBudget === null
        ? [
            {
              label: `Fixed budget (${PLATFORM_FEE_PERCENT}% platform fee included)`,
              amount: toDollars(price.clientPrice),
            },
          ]
        : price.lines.map((l) => ({ label: l.label, amount: toDollars(l.amount) })),
  };
  return { status: 200, body: quote };
};
