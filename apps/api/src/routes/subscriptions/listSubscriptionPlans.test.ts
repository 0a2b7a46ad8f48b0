// The plans pages' reads: every plan at each billing period (the defaults flagged, Platinum needing the
// acknowledgement), the plans for a market with a promo's price, and the active promos, for anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';

let server: TestServer;
let voice: TestUser;
let other: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  voice = await server.user({ provider: true });
  other = await server.user({ roles: ['client'] });
  await server.services.db.insert(promoCodes).values({
    code: 'WINTER20',
    discountPercentage: 20,
    productNames: ['platinum-10'],
    billingPeriods: ['ANNUAL'],
    expiresAt: new Date(server.clock.now.getTime() + 10 * 86_400_000),
    config: { banner: { text: 'Winter sale - 20% off Platinum', dismissible: true } },
  });
});
afterAll(() => server.dispose());

interface Plan {
  product_name: string;
  billing_period: string;
  price: number;
  promo_price: number | null;
  is_default: boolean;
  requires_acknowledgement: boolean;
  tier: string;
}

describe('plans', () => {
  it('lists every plan at each billing period for anonymous visitors, the defaults flagged', async () => {
    const answer = await server.call('listSubscriptionPlans', { token: null });
    expect(answer.status).toBe(200);
    const plans = answer.body as Plan[];
    expect(
      plans.filter((plan) => plan.is_default).map((plan) => `${plan.product_name} ${plan.billing_period}`),
    ).toEqual([
      'standard-1 NO_BILLING_PERIOD',
      'premium-5 MONTHLY',
      'premium-5 ANNUAL',
      'platinum-10 MONTHLY',
      'platinum-10 ANNUAL',
    ]);
    expect(plans.find((plan) => plan.product_name === 'platinum-10')?.requires_acknowledgement).toBe(true);
    expect(plans.map((plan) => plan.tier)).toEqual(
      expect.arrayContaining(['Standard', 'Pro', 'Bronze', 'Premium', 'Platinum']),
    );
    expect(answer.headers['total-rows']).toBe(String(plans.length));
  });

  it('prices the plans for a market with a promo code where it applies, and 404s an unknown provider', async () => {
    const answer = await server.call('listSubscriptionPlansForMarket', {
      token: voice.token,
      query: { promo_code: 'winter20' },
    });
    const plans = answer.body as Plan[];
    const promoted = plans.filter((plan) => plan.promo_price !== null);
    expect(
      promoted.map((plan) => [plan.product_name, plan.billing_period, plan.price, plan.promo_price]),
    ).toEqual([['platinum-10', 'ANNUAL', 999, 799.2]]);
    const unknown = await server.call('listSubscriptionPlansForMarket', { query: { provider_id: 999_999 } });
    expect(unknown.status).toBe(404);
  });

  it('lists the active promos with their banner, and checks another user’s only for an admin', async () => {
    const promos = await server.call('listActivePromoCodes', { token: null });
    expect(promos.body).toEqual([
      {
        code: 'WINTER20',
        error: null,
        config: { banner: { text: 'Winter sale - 20% off Platinum', dismissible: true } },
        limits: { dates: { expire: new Date(server.clock.now.getTime() + 10 * 86_400_000).toISOString() } },
      },
    ]);
    const refused = await server.call('listActivePromoCodes', {
      token: other.token,
      query: { user_id: voice.id },
    });
    expect(refused.status).toBe(403);
    const own = await server.call('listActivePromoCodes', {
      token: voice.token,
      query: { user_id: voice.id },
    });
    expect(own.status).toBe(200);
  });
});
