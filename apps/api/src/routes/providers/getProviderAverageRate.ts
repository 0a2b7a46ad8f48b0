// getProviderAverageRate: Get the average booking rate (GET /providers/averageRate).
import type { Handler } from '../../contract/types';
import { cents, paidRates } from '../../modules/providers/providerMarket';

// What clients paid for bookings of the last 12 months (the stats window of spec section 9),
// narrowed by the booking's language, voice age and gender and audience size.
export const getProviderAverageRate: Handler<'getProviderAverageRate'> = async ({ query, services }) => {
  const rates = await paidRates(services.db, services.now(), query);
  const count = rates.count;
  return {
    status: 200,
    body: {
      currency: 'USD',
      // Without bookings there is nothing to average: 0 over projects_count 0, the rest null.
      average: count === 0 ? 0 : cents(rates.average ?? 0),
      median: count === 0 ? null : cents(rates.median ?? 0),
      minimum: count === 0 ? null : cents(rates.minimum ?? 0),
      maximum: count === 0 ? null : cents(rates.maximum ?? 0),
      projects_count: count,
      language_id: query.language ?? null,
      voice_age_gender_id: query.voice_age_gender ?? null,
      audience_size: query.audience_size ?? null,
    },
  };
};
