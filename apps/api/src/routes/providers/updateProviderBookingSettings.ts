// updateProviderBookingSettings: Set a voice actor's booking settings (PUT /providers/{id}/booking_settings).
// Only the voice actor or an admin; 422 names the field and what is allowed.
import type { Handler } from '../../contract/types';
import { bookingSettingsResource, saveRateCard } from '../../modules/bookings/bookingSettings';
import { ownedProvider } from '../../modules/providers/providerAccess';

export const updateProviderBookingSettings: Handler<'updateProviderBookingSettings'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  await ownedProvider(services.db, viewer, params.id, 'change these booking settings');
  const card = await saveRateCard(services.db, params.id, body);
  return { status: 200, body: bookingSettingsResource(params.id, card, true) };
};
