import { describe, expect, it } from 'vitest';
import { isManualPayoutMethod, mayRecordPayout } from './payouts';

describe('mayRecordPayout', () => {
  it('allows a payout of what is owed to a voice actor finance pays by hand', () => {
    for (const method of ['paypal', 'payoneer', 'wise', 'us_banking'] as const)
      expect(mayRecordPayout(24_000, method)).toBe(true);
  });

  it('refuses when nothing is owed, when Stripe pays, when the method is retired or not chosen', () => {
    expect(mayRecordPayout(0, 'paypal')).toBe(false);
    expect(mayRecordPayout(-100, 'paypal')).toBe(false);
    expect(mayRecordPayout(24_000, 'stripe')).toBe(false);
    expect(mayRecordPayout(24_000, 'ach')).toBe(false);
    expect(mayRecordPayout(24_000, 'wire')).toBe(false);
    expect(mayRecordPayout(24_000, null)).toBe(false);
  });

  it('knows a manual method by its name only', () => {
    expect(isManualPayoutMethod('wise')).toBe(true);
    expect(isManualPayoutMethod('bitcoin')).toBe(false);
    expect(isManualPayoutMethod(undefined)).toBe(false);
  });
});
