// The document's date-time and date formats: what the server accepts is what JavaScript's Date and
// PostgreSQL can both hold, and what the handlers' `new Date(text)` reads as the same instant.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDate, parseDateTime } from './dateTime';

const instant = (text: string) => {
  const parsed = parseDateTime(text);
  return parsed.ok ? parsed.at.toISOString() : parsed.problem;
};
const why = (text: string) => {
  const parsed = parseDateTime(text);
  return parsed.ok ? `accepted as ${parsed.at.toISOString()}` : parsed.problem;
};
const SHAPE =
  'must be a date and time such as 2027-12-31T23:59:59Z or 2027-12-31T23:59:59.5+02:00 (RFC 3339: a date, T, a time with seconds, and Z or an offset from UTC).';
const detail = (problem: string) => `must be a date and time such as 2027-12-31T23:59:59Z; ${problem}`;

describe('parseDateTime', () => {
  it('refuses a leap second, which neither Date nor timestamptz can hold', () => {
    for (const text of ['2027-12-31T23:59:60Z', '2027-06-30T23:59:60+00:00', '2027-01-01T05:29:60+05:30'])
      expect(why(text)).toBe(detail('a leap second (23:59:60) cannot be stored.'));
  });

  it('refuses a day that is not in the calendar, and knows leap years', () => {
    expect(why('2027-02-30T12:00:00Z')).toBe(detail('2027-02-30 is not a day of the calendar.'));
    expect(why('2027-02-29T12:00:00Z')).toBe(detail('2027-02-29 is not a day of the calendar.'));
    expect(why('1900-02-29T12:00:00Z')).toBe(detail('1900-02-29 is not a day of the calendar.'));
    expect(why('2027-04-31T12:00:00Z')).toBe(detail('2027-04-31 is not a day of the calendar.'));
    expect(why('2027-13-01T12:00:00Z')).toBe(detail('2027-13-01 is not a day of the calendar.'));
    expect(why('2027-00-10T12:00:00Z')).toBe(detail('2027-00-10 is not a day of the calendar.'));
    expect(why('2027-01-00T12:00:00Z')).toBe(detail('2027-01-00 is not a day of the calendar.'));
    expect(instant('2028-02-29T12:00:00Z')).toBe('2028-02-29T12:00:00.000Z');
    expect(instant('2000-02-29T12:00:00Z')).toBe('2000-02-29T12:00:00.000Z');
  });

  it('holds years 0001 to 9999 in UTC: not year 0000, nor an offset that leaves the range', () => {
    expect(why('0000-01-01T00:00:00Z')).toBe(detail('the year must be between 0001 and 9999.'));
    expect(instant('0001-01-01T00:00:00Z')).toBe('0001-01-01T00:00:00.000Z');
    expect(instant('0099-03-01T00:00:00Z')).toBe('0099-03-01T00:00:00.000Z');
    expect(instant('9999-12-31T23:59:59.999Z')).toBe('9999-12-31T23:59:59.999Z');
    const outside = detail(
      'the moment must fall between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in UTC.',
    );
    expect(why('0001-01-01T00:00:00+00:01')).toBe(outside);
    expect(why('9999-12-31T23:59:59-00:01')).toBe(outside);
  });

  it('refuses hour 24, minute 60 and seconds past 60', () => {
    const time = detail('the time of day must be between 00:00:00 and 23:59:59.');
    expect(why('2027-12-31T24:00:00Z')).toBe(time);
    expect(why('2027-12-31T23:60:00Z')).toBe(time);
    expect(why('2027-12-31T23:59:61Z')).toBe(time);
    expect(instant('2027-12-31T00:00:00Z')).toBe('2027-12-31T00:00:00.000Z');
    expect(instant('2027-12-31T23:59:59Z')).toBe('2027-12-31T23:59:59.000Z');
  });

  it('reads offsets from -23:59 to +23:59 with their colon, -00:00 as UTC', () => {
    expect(instant('2027-12-31T23:59:59+02:00')).toBe('2027-12-31T21:59:59.000Z');
    expect(instant('2027-12-31T12:00:00-05:30')).toBe('2027-12-31T17:30:00.000Z');
    expect(instant('2027-12-31T12:00:00+23:59')).toBe('2027-12-30T12:01:00.000Z');
    expect(instant('2027-12-31T12:00:00-00:00')).toBe('2027-12-31T12:00:00.000Z');
    const offset = detail('the offset from UTC must be between -23:59 and +23:59.');
    expect(why('2027-12-31T12:00:00+24:00')).toBe(offset);
    expect(why('2027-12-31T12:00:00-05:60')).toBe(offset);
    expect(why('2027-12-31T12:00:00+0200')).toBe(SHAPE);
    expect(why('2027-12-31T12:00:00+02')).toBe(SHAPE);
  });

  it('reads a fraction of any length, keeping milliseconds as Date does', () => {
    expect(instant('2027-12-31T23:59:59.5Z')).toBe('2027-12-31T23:59:59.500Z');
    expect(instant('2027-12-31T23:59:59.123Z')).toBe('2027-12-31T23:59:59.123Z');
    expect(instant('2027-12-31T23:59:59.123456789Z')).toBe('2027-12-31T23:59:59.123Z');
    expect(instant('2027-12-31T23:59:59.9999+01:00')).toBe('2027-12-31T22:59:59.999Z');
    expect(why('2027-12-31T23:59:59.Z')).toBe(SHAPE);
    expect(why('2027-12-31T23:59:59,5Z')).toBe(SHAPE);
  });

  it('takes T and Z in either case, as RFC 3339 allows', () => {
    for (const text of ['2027-12-31t23:59:59z', '2027-12-31T23:59:59z', '2027-12-31t23:59:59Z'])
      expect(instant(text)).toBe('2027-12-31T23:59:59.000Z');
  });

  it('refuses what is not an RFC 3339 date-time', () => {
    for (const text of [
      '',
      '2027-12-31',
      '2027-12-31T23:59Z',
      '2027-12-31T23:59:59',
      '2027-12-31 23:59:59Z',
      '2027-12-31T23:59:59 Z',
      ' 2027-12-31T23:59:59Z',
      '2027-12-31T23:59:59Z ',
      '27-12-31T23:59:59Z',
      '+02027-12-31T23:59:59Z',
      '2027-1-31T23:59:59Z',
      '２０２７-12-31T23:59:59Z',
      'Fri, 31 Dec 2027 23:59:59 GMT',
      '1798761599',
    ])
      expect(why(text)).toBe(SHAPE);
  });

  it('names the same instant as the handlers’ new Date(text), for every value it accepts', () => {
    const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
    const text = fc
      .tuple(
        fc.integer({ min: 1, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        fc.integer({ min: 1, max: 12 }).map((n) => String(n).padStart(2, '0')),
        fc.integer({ min: 1, max: 31 }).map((n) => String(n).padStart(2, '0')),
        fc.constantFrom('T', 't'),
        two(23),
        two(59),
        two(59),
        fc.option(fc.stringMatching(/^\.\d{1,9}$/), { nil: '' }),
        fc.oneof(
          fc.constantFrom('Z', 'z'),
          fc.tuple(fc.constantFrom('+', '-'), two(23), two(59)).map((p) => `${p[0]}${p[1]}:${p[2]}`),
        ),
      )
      .map(
        ([y, mo, d, t, h, mi, s, fraction, zone]) => `${y}-${mo}-${d}${t}${h}:${mi}:${s}${fraction}${zone}`,
      );
    fc.assert(
      fc.property(text, (value) => {
        const parsed = parseDateTime(value);
        if (parsed.ok) expect(parsed.at.getTime()).toBe(new Date(value).getTime());
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every timestamp the server writes (Date’s toISOString)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59.999Z'),
          noInvalidDate: true,
        }),
        (at) => {
          const parsed = parseDateTime(at.toISOString());
          expect(parsed.ok && parsed.at.getTime()).toBe(at.getTime());
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('parseDate', () => {
  const day = (text: string) => {
    const parsed = parseDate(text);
    return parsed.ok ? parsed.at.toISOString() : parsed.problem;
  };

  it('reads a real day from 0001 to 9999 as midnight UTC', () => {
    expect(day('2026-12-15')).toBe('2026-12-15T00:00:00.000Z');
    expect(day('2028-02-29')).toBe('2028-02-29T00:00:00.000Z');
    expect(day('0001-01-01')).toBe('0001-01-01T00:00:00.000Z');
    expect(day('9999-12-31')).toBe('9999-12-31T00:00:00.000Z');
  });

  it('refuses year 0000, a day not in the calendar and what is not a date', () => {
    expect(day('0000-01-01')).toBe(
      'must be a date such as 2027-12-31; the year must be between 0001 and 9999.',
    );
    expect(day('2027-02-30')).toBe(
      'must be a date such as 2027-12-31; 2027-02-30 is not a day of the calendar.',
    );
    for (const text of ['2027-12-31T00:00:00Z', '2027-12', '20271231', '2027-12-31 ', ''])
      expect(day(text)).toBe('must be a date such as 2027-12-31 (year, month and day, RFC 3339).');
  });
});
