// Number formats shared by the stats, plans and payment components, so a dollar reads the same everywhere.

import { numberFormat, dateTimeFormat } from './intl';

export interface FormatOptions {
  /** ISO 4217 code. @default 'USD' */
  currency?: string;
  /** BCP 47 locale. @default 'en-US' */
  locale?: string;
  /** 'auto' drops the cents of whole amounts ($600); 'always' shows them, as a price breakdown does ($600.00). @default 'auto' */
  cents?: 'auto' | 'always';
}

/** An amount of money: whole amounts without cents ($600), others with two decimals ($299.25). */
export function formatMoney(
  amount: number,
  { currency = 'USD', locale = 'en-US', cents = 'auto' }: FormatOptions = {},
): string {
  const whole = cents === 'auto' && Number.isInteger(amount);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A count or measure with the locale's grouping (1,240). */
export function formatNumber(value: number, { locale = 'en-US' }: FormatOptions = {}): string {
  return numberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** A calendar month given as YYYY-MM ("2026-10"), e.g. "Oct 2026"; read in UTC so no time zone shifts it. */
export function formatMonth(
  month: string,
  { locale = 'en-US', style = 'short' }: { locale?: string; style?: 'short' | 'long' } = {},
): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (year === undefined || monthNumber === undefined || Number.isNaN(year) || Number.isNaN(monthNumber))
    return month;
  return dateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/** A day, in UTC: billing periods end at midnight UTC, which a local time zone would move to the day before. */
export function formatDay(date: Date | string, { locale = 'en-US' }: FormatOptions = {}): string {
  return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
}
