// getProviderBookingSettings: Read a voice actor's booking settings (GET /providers/{id}/booking_settings).
// Public (the booking form shows the terms); a hidden profile answers 404 as everywhere else.
import type { Handler } from '../../contract/types';
import { bookingSettingsResource, loadRateCard } from '../../modules/bookings/bookingSettings';
import { MARKET_RATES } from '../../modules/bookings/pricing';
import { visibleProvider } from '../../modules/providers/providerAccess';

export const getProviderBookingSettings: Handler<'getProviderBookingSettings'> = async ({
  viewer,
  params,
  services,
}) => {
  await visibleProvider(services.db, viewer, params.id);
  const card = await loadRateCard(services.db, params.id);
  return { status: 200, body: bookingSettingsResource(params.id, card ?? MARKET_RATES, card !== null) };
};
