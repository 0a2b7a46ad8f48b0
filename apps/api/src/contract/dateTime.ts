// The document's `date-time` and `date` formats as the server can store them. Ajv's own formats
// (ajv-formats) accept what RFC 3339 allows, a leap second among it; JavaScript's Date makes an
// Invalid Date of 23:59:60 and PostgreSQL's timestamptz has no second 60 either, so such a value
// passed validation and failed at the database (503). Here a value is accepted only when it names
// one instant that both can hold: an RFC 3339 date-time (`T` and `Z` in either case, a fraction of
// any length, `Z` or an offset with its colon), a real day of the proleptic Gregorian calendar,
// seconds 00-59, and a UTC instant from year 0001 to 9999 (PostgreSQL has no year 0, and Date's
// ISO text for years past 9999 is one it cannot read). A value refused says why, for the 400.

/** An accepted value as the instant it names, or why it was refused. */
export type DateParse = { ok: true; at: Date } | { ok: false; problem: string };

/** The example every date-time message gives. */
export const DATE_TIME_EXAMPLE = '2027-12-31T23:59:59Z';
/** The example every date message gives. */
export const DATE_EXAMPLE = '2027-12-31';

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:[Zz]|([+-])(\d{2}):(\d{2}))$/;
const FULL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MINUTE_MS = 60_000;

const dateTimeProblem = (why?: string): DateParse => ({
  ok: false,
  problem: why
    ? `must be a date and time such as ${DATE_TIME_EXAMPLE}; ${why}`
    : `must be a date and time such as ${DATE_TIME_EXAMPLE} or 2027-12-31T23:59:59.5+02:00 (RFC 3339: a date, T, a time with seconds, and Z or an offset from UTC).`,
});

const dateProblem = (why?: string): DateParse => ({
  ok: false,
  problem: why
    ? `must be a date such as ${DATE_EXAMPLE}; ${why}`
    : `must be a date such as ${DATE_EXAMPLE} (year, month and day, RFC 3339).`,
});

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysIn(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Why a year-month-day is not one the server stores, or undefined when it is. */
function calendarProblem(year: number, month: number, day: number, text: string): string | undefined {
  if (year < 1) return 'the year must be between 0001 and 9999.';
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month))
    return `${text} is not a day of the calendar.`;
  return undefined;
}

/** Midnight UTC of a day; setUTCFullYear, since Date.UTC reads years 0-99 as 1900-1999. */
function utcDay(year: number, month: number, day: number): Date {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  return at;
}

/** Whether an instant's UTC year is one PostgreSQL reads back from Date's ISO text. */
const storable = (at: Date) => at.getUTCFullYear() >= 1 && at.getUTCFullYear() <= 9999;

/** An RFC 3339 date-time the server can store, as its instant (milliseconds, fraction truncated). */
export function parseDateTime(text: string): DateParse {
  const match = DATE_TIME.exec(text);
  if (!match) return dateTimeProblem();
  const [, y, mo, d, h, mi, s, fraction, sign, offsetHours, offsetMinutes] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const notADay = calendarProblem(year, month, day, text.slice(0, 10));
  if (notADay) return dateTimeProblem(notADay);
  if (second === 60) return dateTimeProblem('a leap second (23:59:60) cannot be stored.');
  if (hour > 23 || minute > 59 || second > 59)
    return dateTimeProblem('the time of day must be between 00:00:00 and 23:59:59.');
  // Z is an offset of zero; RFC 3339 allows hours 00-23 and minutes 00-59 in an offset.
  const [offsetH, offsetM] = sign === undefined ? [0, 0] : [Number(offsetHours), Number(offsetMinutes)];
  if (offsetH > 23 || offsetM > 59)
    return dateTimeProblem('the offset from UTC must be between -23:59 and +23:59.');
  const offset = (sign === '-' ? -1 : 1) * (offsetH * 60 + offsetM);
  // Date keeps milliseconds and drops further digits, as `new Date(text)` does.
  const ms = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
  const local = utcDay(year, month, day).getTime() + ((hour * 60 + minute) * 60 + second) * 1000 + ms;
  const at = new Date(local - offset * MINUTE_MS);
  if (!storable(at))
    return dateTimeProblem(
      'the moment must fall between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in UTC.',
    );
  return { ok: true, at };
}

/** An RFC 3339 full-date the server can store, as midnight UTC of that day. */
export function parseDate(text: string): DateParse {
  const match = FULL_DATE.exec(text);
  if (!match) return dateProblem();
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const notADay = calendarProblem(year, month, day, text);
  if (notADay) return dateProblem(notADay);
  return { ok: true, at: utcDay(year, month, day) };
}
