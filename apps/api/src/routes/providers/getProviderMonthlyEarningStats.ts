// getProviderMonthlyEarningStats: Get a voice actor's monthly earnings
// (GET /providers/{id}/monthly_earning_stats). The last 12 calendar months, this one included,
// oldest first: what the releases of each month brought the voice actor from the ledger (net of the
// platform fee), and how many bookings those were. Only the profile's voice actor or an admin.
import type { Handler } from '../../contract/types';
import { toDollars } from '../../modules/bookings/pricing';
import { monthlyEarnings } from '../../modules/payments/earnings';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { STATS_WINDOW_MONTHS } from '../../modules/providers/providerStats';

export const getProviderMonthlyEarningStats: Handler<'getProviderMonthlyEarningStats'> = async ({
  params,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id, 'see these earnings');
  const months = await monthlyEarnings(
    services.db,
    provider.id,
    services.config.payments.currency,
    services.now(),
    STATS_WINDOW_MONTHS,
  );
  const totalMinor = months.reduce((sum, month) => sum + month.earnedMinor, 0);
  return {
    status: 200,
    body: {
      provider_id: provider.id,
      currency: 'USD',
      months: months.map((month) => ({
        month: month.month,
        earnings: toDollars(month.earnedMinor),
        bookings_count: month.bookings,
      })),
      total: toDollars(totalMinor),
    },
  };
};
