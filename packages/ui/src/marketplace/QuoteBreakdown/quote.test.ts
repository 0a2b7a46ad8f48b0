import { describe, expect, it } from 'vitest';
import { computeQuote, formatPercentage } from './quote';
import { formatMoney } from '../../internal/format';

describe('computeQuote', () => {
  it('splits the client price into the platform fee and the voice actor’s net', () => {
    expect(computeQuote({ clientPrice: 250, platformFeePercentage: 20 })).toEqual({
      client_price: 250,
      platform_fee: 50,
      platform_fee_percentage: 20,
      voice_actor_net: 200,
    });
  });

  it('rounds the fee to the cent and gives the net the rest, so the two always add up', () => {
    const quote = computeQuote({ clientPrice: 99.99, platformFeePercentage: 12.5 });
    expect(quote.platform_fee).toBe(12.5);
    expect(quote.voice_actor_net).toBe(87.49);
    for (const clientPrice of [0.01, 0.1, 19.99, 33.33, 1234.56, 1_000_000]) {
      const { platform_fee, voice_actor_net } = computeQuote({ clientPrice, platformFeePercentage: 17 });
      expect(Math.round(platform_fee * 100) + Math.round(voice_actor_net * 100)).toBe(
        Math.round(clientPrice * 100),
      );
    }
  });

  it('takes no fee at 0% and everything at 100%', () => {
    expect(computeQuote({ clientPrice: 80, platformFeePercentage: 0 }).voice_actor_net).toBe(80);
    expect(computeQuote({ clientPrice: 80, platformFeePercentage: 100 }).voice_actor_net).toBe(0);
  });

  it('refuses a negative or unreadable price and a rate outside 0 to 100', () => {
    expect(() => computeQuote({ clientPrice: -1, platformFeePercentage: 20 })).toThrow(RangeError);
    expect(() => computeQuote({ clientPrice: Number.NaN, platformFeePercentage: 20 })).toThrow(
      'The client price must be a positive amount, not NaN.',
    );
    expect(() => computeQuote({ clientPrice: 10, platformFeePercentage: 120 })).toThrow(
      'The platform fee must be a percentage from 0 to 100, not 120.',
    );
  });
});

describe('formatMoney', () => {
  it('formats with Intl.NumberFormat in the quote’s currency', () => {
    expect(formatMoney(1250, { cents: 'always' })).toBe('$1,250.00');
    expect(formatMoney(0.5, { cents: 'always' })).toBe('$0.50');
    expect(formatMoney(99.99, { currency: 'EUR', locale: 'de-DE', cents: 'always' })).toBe('99,99\u00a0€');
  });

  it('formats the fee rate as a percentage', () => {
    expect(formatPercentage(20)).toBe('20%');
    expect(formatPercentage(12.5)).toBe('12.5%');
  });
});
