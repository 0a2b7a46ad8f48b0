// The one pricing function: its rule's invariants for any period, price, promo and day (fast-check),
// period boundaries, leap years, both billing periods; and, on a real server, that the dry run and the
// change it prices charge the same for any plan and any day of the period, and promo edge cases.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../auth/sessions';
import { promoCodes } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { startPaymentsTestServer, type PaymentsTestServer } from '../../testing/payments';
import { addPeriod, DAY_MS, discountOf, MIN_CHARGE_MINOR, priceChange, unusedCredit } from './pricing';

const at = (iso: string) => new Date(iso);

describe('priceChange', () => {
  const periods = fc.constantFrom('MONTHLY' as const, 'ANNUAL' as const);
  const start = fc.date({
    min: at('2020-01-01T00:00:00Z'),
    max: at('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('charges subtotal - discount - credit, never negative, never under 50 cents but 0, credit never above what was paid', () => {
    fc.assert(
      fc.property(
        start,
        periods,
        periods,
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (from, currentPeriod, targetPeriod, paid, price, promo, fraction) => {
          const end = addPeriod(from, currentPeriod) ?? from;
          const now = new Date(from.getTime() + Math.floor((end.getTime() - from.getTime()) * fraction));
          const result = priceChange({
            changeType: 'upgrade',
            current: { paidMinor: paid, start: from, end, listPriceMinor: paid },
            target: { priceMinor: price, billingPeriod: targetPeriod },
            promoPercentage: promo,
            now,
          });
          expect(result.totalMinor).toBe(result.subtotalMinor - result.discountMinor - result.creditMinor);
          expect(result.totalMinor).toBeGreaterThanOrEqual(0);
          expect(result.totalMinor === 0 || result.totalMinor >= MIN_CHARGE_MINOR).toBe(true);
          expect(Number.isInteger(result.creditMinor) && Number.isInteger(result.discountMinor)).toBe(true);
          expect(
            unusedCredit({ paidMinor: paid, start: from, end, listPriceMinor: paid }, now),
          ).toBeLessThanOrEqual(paid);
          expect(result.nextBillingAmountMinor).toBe(price);
          expect(result.periodEnd).toEqual(addPeriod(now, targetPeriod));
        },
      ),
    );
  });

  it('credits the whole period at its start, nothing at its end, and less as days pass', () => {
    fc.assert(
      fc.property(start, periods, fc.integer({ min: 100, max: 100_000 }), (from, period, paid) => {
        const end = addPeriod(from, period) ?? from;
        const current = { paidMinor: paid, start: from, end, listPriceMinor: paid };
        expect(unusedCredit(current, from)).toBe(paid);
        expect(unusedCredit(current, end)).toBe(0);
        expect(unusedCredit(current, new Date(end.getTime() + DAY_MS))).toBe(0);
        const later = new Date(from.getTime() + 5 * DAY_MS);
        expect(unusedCredit(current, later)).toBeLessThanOrEqual(
          unusedCredit(current, new Date(from.getTime() + DAY_MS)),
        );
      }),
    );
  });

  it('counts days: a leap year has 366, a month 28 to 31, clamped to the month’s last day', () => {
    expect(addPeriod(at('2028-02-29T12:00:00Z'), 'ANNUAL')).toEqual(at('2029-02-28T12:00:00Z'));
    expect(addPeriod(at('2027-01-31T09:00:00Z'), 'MONTHLY')).toEqual(at('2027-02-28T09:00:00Z'));
    expect(addPeriod(at('2028-01-31T09:00:00Z'), 'MONTHLY')).toEqual(at('2028-02-29T09:00:00Z'));
    expect(addPeriod(at('2026-12-15T00:00:00Z'), 'MONTHLY')).toEqual(at('2027-01-15T00:00:00Z'));
    // A year across 29 February 2028: 366 days. 183 unused days of $399.00 = 19,950.81 cents, rounded down.
    const leap = {
      paidMinor: 39_900,
      start: at('2027-06-01T00:00:00Z'),
      end: at('2028-06-01T00:00:00Z'),
      listPriceMinor: 39_900,
    };
    expect(unusedCredit(leap, new Date(leap.end.getTime() - 183 * DAY_MS))).toBe(
      Math.floor((39_900 * 183) / 366),
    );
    const plain = {
      paidMinor: 39_900,
      start: at('2026-06-01T00:00:00Z'),
      end: at('2027-06-01T00:00:00Z'),
      listPriceMinor: 39_900,
    };
    expect(unusedCredit(plain, new Date(plain.end.getTime() - 183 * DAY_MS))).toBe(
      Math.floor((39_900 * 183) / 365),
    );
    // February: 28 days; half a day unused counts as none.
    const february = {
      paidMinor: 3900,
      start: at('2027-02-01T00:00:00Z'),
      end: at('2027-03-01T00:00:00Z'),
      listPriceMinor: 3900,
    };
    expect(unusedCredit(february, at('2027-02-28T12:00:00Z'))).toBe(0);
    expect(unusedCredit(february, at('2027-02-15T00:00:00Z'))).toBe(Math.floor((3900 * 14) / 28));
  });

  it('rounds a promo half up to the cent, and charges a downgrade nothing today', () => {
    expect(discountOf(3900, 25)).toBe(975);
    expect(discountOf(999, 15)).toBe(150); // 149.85 -> 150
    expect(discountOf(1001, 15)).toBe(150); // 150.15 -> 150
    const down = priceChange({
      changeType: 'downgrade',
      current: {
        paidMinor: 9900,
        start: at('2027-01-01T00:00:00Z'),
        end: at('2027-02-01T00:00:00Z'),
        listPriceMinor: 9900,
      },
      target: { priceMinor: 3900, billingPeriod: 'MONTHLY' },
      promoPercentage: null,
      now: at('2027-01-10T00:00:00Z'),
    });
    expect(down).toMatchObject({ totalMinor: 0, creditMinor: 0, nextBillingAmountMinor: 3900 });
    expect(down.effectiveAt).toEqual(at('2027-02-01T00:00:00Z'));
  });
});

describe('the dry run and the change, on a real server', () => {
  let env: PaymentsTestServer;
  beforeAll(async () => {
    env = await startPaymentsTestServer();
    const now = env.server.clock.now;
    await env.server.services.db.insert(promoCodes).values([
      {
        code: 'SPRING25',
        discountPercentage: 25,
        productNames: ['premium-5'],
        billingPeriods: [],
        expiresAt: new Date(now.getTime() + 3650 * DAY_MS),
      },
      { code: 'OLD10', discountPercentage: 10, expiresAt: new Date(now.getTime() - DAY_MS) },
      { code: 'ELSEWHERE', discountPercentage: 10, languages: [999_999] },
    ]);
  });
  afterAll(() => env.dispose());

  async function memberOn(plan: string, period: string): Promise<TestUser> {
    const user = await env.server.user({ provider: true });
    const token = await env.tokenize('4242424242424242');
    await env.server.call('setSubscriptionPaymentMethod', {
      token: user.token,
      body: { token, type: 'card' },
    });
    const first = await env.server.call('changeSubscription', {
      token: user.token,
      body: { product_name: plan, billing_period: period },
    });
    expect(first.json['status']).toBe('completed');
    return user;
  }

  it('charges what the dry run said, for any change on any day of the period', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['pro-2', 'MONTHLY'] as const,
          ['bronze-3', 'MONTHLY'] as const,
          ['pro-2', 'ANNUAL'] as const,
          ['premium-5', 'MONTHLY'] as const,
        ),
        fc.constantFrom(['premium-5', 'ANNUAL'] as const, ['bronze-3', 'ANNUAL'] as const),
        fc.integer({ min: 0, max: 29 }),
        async ([fromPlan, fromPeriod], [toPlan, toPeriod], days) => {
          const user = await memberOn(fromPlan, fromPeriod);
          await env.server.advanceTime(days * DAY_MS + 3_600_000);
          const session = await startSession(env.server.services, user.id);
          const dry = await env.server.call('dryRunSubscriptionChange', {
            token: session.accessToken,
            body: { productName: toPlan, billingPeriod: toPeriod },
          });
          const changed = await env.server.call('changeSubscription', {
            token: session.accessToken,
            body: { product_name: toPlan, billing_period: toPeriod },
          });
          if (dry.status !== 200) {
            expect(changed.status).toBe(dry.status);
            return;
          }
          expect(changed.json['amounts']).toEqual(dry.json['amounts']);
          expect(changed.json['change_type']).toBe(dry.json['change_type']);
          expect(changed.json['status']).toBe(
            dry.json['change_type'] === 'downgrade' ? 'scheduled' : 'completed',
          );
        },
      ),
      { numRuns: 6 },
    );
  });

  it('applies a promo to its plan only, and says why an expired or other-market one does not apply', async () => {
    const user = await env.server.user({ provider: true });
    const quote = (productName: string, promoCode: string) =>
      env.server.call('dryRunSubscriptionChange', {
        token: user.token,
        body: { productName, billingPeriod: 'MONTHLY', promoCode },
      });
    expect((await quote('premium-5', 'spring25')).json).toMatchObject({
      amounts: { subtotal: 39, discount: 9.75, total: 29.25 },
      promo: { code: 'SPRING25' },
      promo_error: null,
    });
    expect((await quote('pro-2', 'SPRING25')).json).toMatchObject({
      amounts: { discount: 0, total: 19 },
      promo_error: 'This promo code is not valid for this plan.',
    });
    expect((await quote('premium-5', 'OLD10')).json['promo_error']).toBe('This promo code has expired.');
    expect((await quote('premium-5', 'NOPE')).json['promo_error']).toBe('This promo code does not exist.');
    // Offered only in another market (language): refused in words for this voice actor.
    expect((await quote('premium-5', 'ELSEWHERE')).json['promo_error']).toBe(
      'This promo code is not offered in your market.',
    );
    const offered = await env.server.call('listSubscriptionPlansForMarket', {
      query: { promo_code: 'SPRING25' },
    });
    const premium = (
      offered.body as { product_name: string; billing_period: string; promo_price: number | null }[]
    ).find((plan) => plan.product_name === 'premium-5' && plan.billing_period === 'MONTHLY');
    expect(premium?.promo_price).toBe(29.25);
  });
});
