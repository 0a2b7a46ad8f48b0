// getProviderOverallEarningStats: Get a voice actor's overall earnings
// (GET /providers/{id}/overall_earning_stats). Since joining: the net released to the voice actor
// and what Secure Payment still holds for their bookings (the ledger), their completed bookings and
// the clients who booked them (the projects), and the average a released booking brought. Only the
// profile's voice actor or an admin.
import type { Handler } from '../../contract/types';
import { toDollars } from '../../modules/bookings/pricing';
import { overallEarnings } from '../../modules/payments/earnings';
import { ownedProvider } from '../../modules/providers/providerAccess';

export const getProviderOverallEarningStats: Handler<'getProviderOverallEarningStats'> = async ({
  params,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id, 'see these earnings');
  const overall = await overallEarnings(services.db, provider.id, services.config.payments.currency);
  return {
    status: 200,
    body: {
      provider_id: provider.id,
      currency: 'USD',
      total_earnings: toDollars(overall.earnedMinor),
      pending_earnings: toDollars(overall.heldMinor),
      bookings_completed: overall.bookingsCompleted,
      clients_count: overall.clients,
      // Per booking whose funds were released: a booking paid outside Secure Payment earned an
      // amount the ledger never saw, so it does not count towards the average.
      average_booking_value:
        overall.releasedBookings === 0
          ? null
          : toDollars(Math.round(overall.earnedMinor / overall.releasedBookings)),
    },
  };
};
