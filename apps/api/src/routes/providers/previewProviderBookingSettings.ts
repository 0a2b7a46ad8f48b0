// previewProviderBookingSettings: Preview the quote of booking settings not saved yet
// (POST /providers/{id}/booking_settings/preview). The /booking-settings form asks here as the voice
// actor types, so the price is worked out by priceBooking only, never by a copy in the browser.
// Who may call and which settings are refused are the PUT's; nothing is stored.
import type { Handler } from '../../contract/types';
import { HttpError } from '../../http/errors';
import { checkedRateCard, SAMPLE_BOOKING } from '../../modules/bookings/bookingSettings';
import { priceBooking, quoteResource } from '../../modules/bookings/pricing';
import { ownedProvider } from '../../modules/providers/providerAccess';

export const previewProviderBookingSettings: Handler<'previewProviderBookingSettings'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  await ownedProvider(services.db, viewer, params.id, 'preview these booking settings');
  const card = await checkedRateCard(services.db, body.settings);
  const result = priceBooking(body.booking ?? SAMPLE_BOOKING, card);
  if (!result.ok) {
    // Without a booking of the caller's, only the settings can make the sample unpriceable.
    const { field, message } =
      body.booking === undefined
        ? {
            field: 'settings',
            message:
              'settings: at these rates the sample booking prices above $1,000,000.00, the most a quote can state; allowed: lower rates or percentages.',
          }
        : { field: `booking/${result.problem.field}`, message: result.problem.message };
    throw new HttpError(422, 'invalid_booking_settings', message, {
      details: [{ path: `/body/${field}`, message }],
    });
  }
  return { status: 200, body: quoteResource(result.price) };
};
