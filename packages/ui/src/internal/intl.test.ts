import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl';

describe('cached Intl formatters', () => {
  it('gives the same number format for the same locale and options, and formats as Intl does', () => {
    const first = numberFormat('en-US', { maximumFractionDigits: 1 });
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).toBe(first);
    expect(first.format(4.46)).toBe('4.5');
  });

  it('keeps formats of other options and locales apart', () => {
    expect(numberFormat('en-US').format(1240.5)).toBe('1,240.5');
    expect(numberFormat('de-DE').format(1240.5)).toBe('1.240,5');
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(3)).toBe('$3.00');
  });

  it('caches date formats by their options, time zone included', () => {
    const noon = new Date(Date.UTC(2026, 10, 29, 12));
    const utc = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(utc);
    expect(utc.format(noon)).toBe('Nov 29, 2026');
    expect(
      dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Pacific/Kiritimati' }).format(noon),
    ).toBe('Nov 30, 2026');
  });
});
