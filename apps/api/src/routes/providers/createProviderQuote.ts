// createProviderQuote: Get an instant quote for booking terms (POST /providers/quote).
// Public: the booking form shows the quote before sign-in. With ?provider_id the voice actor's
// booking settings price it, without it the market defaults; nothing is stored.
import type { Handler } from '../../contract/types';
import { notFound } from '../../http/errors';
import { quoteResource } from '../../modules/bookings/pricing';
import { quoteBooking } from '../../modules/bookings/pricingQuote';

export const createProviderQuote: Handler<'createProviderQuote'> = async ({
  viewer,
  query,
  body,
  services,
}) => {
  const price = await quoteBooking(services.db, viewer, body, query.provider_id, {
    bodyPath: '/body',
    missingProvider: () => notFound('provider_not_found', 'Profile not found.'),
  });
  return { status: 200, body: quoteResource(price) };
};
