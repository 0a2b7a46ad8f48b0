import { describe, expect, it } from 'vitest';
import {
  audienceTiers,
  bookingDefaults,
  formatAudience,
  formatRevisions,
  formatValueAndUnit,
  withBookingDefaults,
} from './bookingFields';
import { chargeStatuses, securePaymentState } from './securePayment';

describe('booking fields', () => {
  it('fills in the spec’s defaults: usage 12 months, 2 revisions, 3 days turnaround', () => {
    expect(bookingDefaults).toEqual({ usage: { value: 12, unit: 'month' }, revisions: 2, turnaround: 3 });
    expect(withBookingDefaults({ recording_length: { value: 30 }, audience_size: 10_000 })).toEqual({
      recording_length: { value: 30, unit: 'second' },
      audience_size: 10_000,
      script: null,
      fixed_budget: null,
      revisions: 2,
      usage: { value: 12, unit: 'month' },
      turnaround: 3,
      additional_services: [],
    });
  });

  it('keeps what the booking sets, zero revisions included', () => {
    const fields = withBookingDefaults({
      recording_length: { value: 2, unit: 'minute' },
      audience_size: 1_000_000,
      revisions: 0,
      usage: { value: 6 },
      turnaround: 10,
      fixed_budget: 0,
    });
    expect(fields.revisions).toBe(0);
    expect(fields.usage).toEqual({ value: 6, unit: 'second' });
    expect(fields.turnaround).toBe(10);
    expect(fields.fixed_budget).toBe(0);
  });

  it('names the audience tiers as the spec does', () => {
    expect(audienceTiers.map((tier) => formatAudience(tier.size))).toEqual([
      '10,000 non-broadcast',
      '100,000 local',
      '1M regional',
      '10M national',
      '100M worldwide',
    ]);
    expect(formatAudience(2500)).toBe('2,500');
  });

  it('writes quantities with their unit, and revisions', () => {
    expect(formatValueAndUnit({ value: 90 })).toBe('90 seconds');
    expect(formatValueAndUnit({ value: 12, unit: 'month' })).toBe('12 months');
    expect(formatValueAndUnit({ value: 1, unit: 'day' })).toBe('1 day');
    expect(formatRevisions(0)).toBe('No revisions');
    expect(formatRevisions(1)).toBe('1 revision');
    expect(formatRevisions(2)).toBe('2 revisions');
  });
});

describe('securePaymentState', () => {
  it('says the spec’s secure payment states for each charge status', () => {
    expect(chargeStatuses.map((status) => securePaymentState(status).label)).toEqual([
      'Pending payment by client',
      'Paid by client',
      'Funds released to the voice actor',
      'Refunded to the client',
      'Payment cancelled',
    ]);
    expect(securePaymentState(null).label).toBe('Pending payment by client');
  });
});
