// priceBooking's promises, over generated bookings and rate cards and at every tier boundary:
// the same inputs give the same quote; fee + net == price; nothing is negative; a larger audience
// or a longer script never costs less.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_TIERS,
  MARKET_RATES,
  SCRIPT_TIERS,
  priceBooking,
  quoteResource,
  scriptTier,
  type BookingPrice,
  type BookingTerms,
  type RateCard,
  type ScriptTier,
} from './pricing';

const SIZES = AUDIENCE_TIERS.map(([size]) => size);
const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

function priced(fields: BookingTerms, card: RateCard | null): BookingPrice {
  const result = priceBooking(fields, card);
  if (!result.ok) throw new Error(result.problem.message);
  return result.price;
}

/** The client's price, or Infinity when the terms price above the most a quote can state. */
function amount(fields: BookingTerms, card: RateCard | null): number {
  const result = priceBooking(fields, card);
  if (result.ok) return result.price.clientPrice;
  expect(result.problem.message).toContain('the most a quote can state');
  return Number.POSITIVE_INFINITY;
}

/** A price, or a skipped case (fc.pre) when the terms are above the maximum. */
function pricedOrSkip(fields: BookingTerms, card: RateCard | null): BookingPrice {
  const result = priceBooking(fields, card);
  fc.pre(result.ok);
  return priced(fields, card);
}

/** A non-decreasing ladder of `count` amounts (what a valid settings form holds). */
const ladder = (count: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max }), { minLength: count, maxLength: count })
    .map((xs) => xs.reduce<number[]>((acc, x) => [...acc, (acc[acc.length - 1] ?? 0) + x], []));

const rateCard: fc.Arbitrary<RateCard> = fc.record({
  scriptRates: ladder(5, 50_000).map(
    (r) => Object.fromEntries(SCRIPT_TIERS.map((t, i) => [t, r[i] ?? 0])) as Record<ScriptTier, number>,
  ),
  audiencePercent: ladder(5, 300).map((p) => ({
    non_broadcast: p[0] ?? 0,
    local: p[1] ?? 0,
    regional: p[2] ?? 0,
    national: p[3] ?? 0,
    worldwide: p[4] ?? 0,
  })),
  extraUsageYearPercent: fc.integer({ min: 0, max: 200 }),
  includedRevisions: fc.integer({ min: 0, max: 20 }),
  extraRevisionPrice: fc.integer({ min: 0, max: 20_000 }),
  standardTurnaroundDays: fc.integer({ min: 1, max: 30 }),
  rushFeePercent: fc.integer({ min: 0, max: 300 }),
  acceptsSecurePayment: fc.constant(true),
  additionalServices: fc.constant([{ serviceId: 7, price: 4_000 }]),
});
const maybeCard = fc.option(rateCard, { nil: null });

const booking: fc.Arbitrary<BookingTerms> = fc.record(
  {
    recording_length: fc.record({
      value: fc.integer({ min: 0, max: 40_000 }),
      unit: fc.constant('second' as const),
    }),
    audience_size: fc.constantFrom(...SIZES),
    revisions: fc.integer({ min: 0, max: 20 }),
    usage: fc.record({
      value: fc.integer({ min: 1, max: 36 }),
      unit: fc.constantFrom('day' as const, 'month' as const, 'year' as const),
    }),
    turnaround: fc.integer({ min: 1, max: 60 }),
    additional_services: fc.constantFrom([], [7]),
    fixed_budget: fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
    secure_payment: fc.boolean(),
  },
  { requiredKeys: ['recording_length', 'audience_size'] },
);

describe('priceBooking', () => {
  it('gives the same quote for the same inputs', () => {
    fc.assert(
      fc.property(booking, maybeCard, (fields, card) => {
        expect(priceBooking(structuredClone(fields), card)).toEqual(priceBooking(fields, card));
      }),
    );
  });

  it('splits every price exactly into fee and net, none negative, in whole cents', () => {
    fc.assert(
      fc.property(booking, maybeCard, (fields, card) => {
        const p = pricedOrSkip(fields, card);
        expect(p.platformFee + p.voiceActorNet).toBe(p.clientPrice);
        for (const amount of [
          p.clientPrice,
          p.platformFee,
          p.voiceActorNet,
          p.suggestedBudget ?? 0,
          ...p.lines.map((l) => l.amount),
        ]) {
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(amount)).toBe(true);
        }
        const q = quoteResource(p);
        expect(Math.round((q.platform_fee + q.voice_actor_net) * 100)).toBe(Math.round(q.client_price * 100));
      }),
    );
  });

  it('charges the fixed budget when given, else suggests the sum of the lines', () => {
    fc.assert(
      fc.property(booking, maybeCard, (fields, card) => {
        const p = pricedOrSkip(fields, card);
        const sum = p.lines.reduce((s, l) => s + l.amount, 0);
        if (fields.fixed_budget === undefined) {
          expect(p.suggestedBudget).toBe(sum);
          expect(p.clientPrice).toBe(sum);
        } else {
          expect(p.suggestedBudget).toBeNull();
          expect(p.clientPrice).toBe(Math.round(fields.fixed_budget * 100));
        }
      }),
    );
  });

  it('never costs less for a larger audience', () => {
    fc.assert(
      fc.property(booking, maybeCard, (raw, card) => {
        const { fixed_budget: _ignored, ...fields } = raw;
        const prices = SIZES.map((audience_size) => amount({ ...fields, audience_size }, card));
        for (let i = 1; i < prices.length; i += 1)
          expect(prices[i]).toBeGreaterThanOrEqual(prices[i - 1] ?? 0);
      }),
    );
  });

  it('never costs less for a longer recording or usage', () => {
    fc.assert(
      fc.property(
        booking,
        maybeCard,
        fc.integer({ min: 0, max: 40_000 }),
        fc.integer({ min: 0, max: 40 }),
        (raw, card, moreSeconds, moreMonths) => {
          const { fixed_budget: _ignored, ...fields } = raw;
          const longer = {
            ...fields,
            recording_length: { value: fields.recording_length.value + moreSeconds, unit: 'second' as const },
          };
          expect(amount(longer, card)).toBeGreaterThanOrEqual(amount(fields, card));
          const usage = { value: 12 + moreMonths, unit: 'month' as const };
          expect(amount({ ...fields, usage }, card)).toBeGreaterThanOrEqual(
            amount({ ...fields, usage: { value: 12, unit: 'month' } }, card),
          );
        },
      ),
    );
  });

  // Every tier boundary of spec section 9, one word below, at and above, for each audience tier.
  const boundaries = SCRIPT_TIERS.flatMap((t) => [t - 1, t, t + 1]).filter((n) => n > 0);
  it.each(boundaries)(
    'prices a %i-word script in its tier, monotonic across the boundary and the audiences',
    (n) => {
      const expectedTier = SCRIPT_TIERS.find((t) => n <= t) ?? 50000;
      expect(scriptTier(n)).toBe(expectedTier);
      let previous = -1;
      for (const audience_size of SIZES) {
        const fields: BookingTerms = { recording_length: { value: 1 }, audience_size, script: words(n) };
        const p = priced(fields, null);
        expect(p.words).toBe(n);
        expect(p.tier).toBe(expectedTier);
        expect(p.clientPrice).toBeGreaterThan(previous);
        expect(p).toEqual(priced(fields, null));
        previous = p.clientPrice;
        if (n > 1) {
          const shorter = priced({ ...fields, script: words(n - 1) }, null);
          expect(p.clientPrice).toBeGreaterThanOrEqual(shorter.clientPrice);
        }
      }
    },
  );

  it('prices the market defaults as documented: a 50-word local spot, 12 months, 2 revisions, 3 days', () => {
    const p = priced({ recording_length: { value: 20 }, audience_size: 100000, script: words(50) }, null);
    // $100 for 50 words x 150% local = $150; 20% fee = $30; net $120.
    expect(quoteResource(p)).toEqual({
      client_price: 150,
      platform_fee: 30,
      platform_fee_percentage: 20,
      voice_actor_net: 120,
      currency: 'USD',
      secure_payment: false,
      suggested_budget: 150,
    });
  });

  it('reads recording_length at 2.5 words a second without a script (20 s is the 50-word tier, 21 s the next)', () => {
    expect(priced({ recording_length: { value: 20 }, audience_size: 10000 }, null).tier).toBe(50);
    expect(priced({ recording_length: { value: 21 }, audience_size: 10000 }, null).tier).toBe(500);
    expect(priced({ recording_length: { value: 3, unit: 'minute' }, audience_size: 10000 }, null).tier).toBe(
      500,
    );
  });

  it('adds rush, extra revisions, extra usage years and services from the voice actor card', () => {
    const card: RateCard = { ...MARKET_RATES, additionalServices: [{ serviceId: 9, price: 1234 }] };
    const p = priced(
      {
        recording_length: { value: 1 },
        audience_size: 10000,
        script: words(5),
        turnaround: 1,
        revisions: 4,
        usage: { value: 2, unit: 'year' },
        additional_services: [9],
      },
      card,
    );
    // $30 script, +50% for the second year = $45; rush 50% = $22.50; 2 extra revisions = $50; service $12.34.
    expect(p.lines.map((l) => l.amount)).toEqual([4500, 2250, 5000, 1234]);
    expect(p.clientPrice).toBe(12_984);
    expect(p.platformFee).toBe(2597);
    expect(p.voiceActorNet).toBe(10_387);
  });

  it('refuses a service the voice actor does not offer and Secure Payment they do not accept, naming the field', () => {
    const fields: BookingTerms = {
      recording_length: { value: 1 },
      audience_size: 10000,
      additional_services: [3],
    };
    expect(priceBooking(fields, MARKET_RATES)).toEqual({
      ok: false,
      problem: {
        field: 'additional_services',
        message: 'additional_services: this voice actor does not offer service 3; allowed: none.',
      },
    });
    const noSecure = priceBooking(
      { ...fields, additional_services: [], secure_payment: true },
      { ...MARKET_RATES, acceptsSecurePayment: false },
    );
    expect(noSecure.ok ? null : noSecure.problem.field).toBe('secure_payment');
  });

  it('refuses terms priced above $1,000,000', () => {
    const result = priceBooking(
      { recording_length: { value: 1000, unit: 'year' }, audience_size: 100000000 },
      null,
    );
    expect(result.ok ? null : result.problem.field).toBe('recording_length');
  });
});
