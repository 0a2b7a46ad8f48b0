// The one price of a plan change: the dry run (dryRunSubscriptionChange) and the change itself
// (changeSubscription) both call priceChange, with the same inputs read the same way, so what the
// voice actor is shown is what they are charged. Pure; integer minor units (US cents) throughout.
//
// The rule:
//   subtotal = the new plan's list price for its billing period.
//   discount = the promo's percentage of the subtotal, rounded half up to the cent (first charge only).
//   credit   = for a change charged now (new, upgrade, billing_period_change) from a paid period still
//              running: what was paid for that period x unused days / days in the period, rounded DOWN
//              to the cent (never credits more than was unused). Days are whole UTC days of 86,400 s:
//              unused = floor((period end - now) / 1 day), period = round((end - start) / 1 day), so
//              a month is 28 to 31 days and a year 365 or 366 (leap years count their 29 February).
//              The credit never exceeds subtotal - discount: the rest of a larger credit is forfeited.
//   total    = subtotal - discount - credit, charged today; a total under the processor's smallest
//              charge (50 cents) is waived (added to the credit), so total is 0 or at least 50.
// A change charged now starts a new period today (a month or a year later, the same day of the month,
// clamped to the month's last day: 31 January + 1 month = 28 or 29 February); the next renewal is the
// list price at that period's end. A downgrade charges nothing today: it takes effect at the current
// period's end, when the lower plan's price (less the promo) is the next charge (nothing for a free
// plan). A restore charges nothing and keeps the current period.
import type { BillingPeriod, SubscriptionChangeType } from '@vo/sdk';

export const DAY_MS = 86_400_000;

/** The processor's smallest charge (Stripe: $0.50). */
export const MIN_CHARGE_MINOR = 50;

export interface CurrentPeriod {
  /** What the current billing period cost (after any promo), in minor units; 0 for a free plan. */
  paidMinor: number;
  /** The current period's start and end; null for a plan without a billing period. */
  start: Date | null;
  end: Date | null;
  /** The current plan's list price per period (the renewal amount when nothing changes). */
  listPriceMinor: number;
}

export interface PriceInput {
  changeType: SubscriptionChangeType;
  current: CurrentPeriod;
  target: { priceMinor: number; billingPeriod: BillingPeriod };
  /** The applicable promo's percentage (already checked for plan, period, market and dates). */
  promoPercentage: number | null;
  now: Date;
}

export interface PriceResult {
  subtotalMinor: number;
  discountMinor: number;
  creditMinor: number;
  totalMinor: number;
  effectiveAt: Date;
  /** The period a change charged now starts (null when nothing starts now). */
  periodStart: Date | null;
  periodEnd: Date | null;
  nextBillingAt: Date | null;
  nextBillingAmountMinor: number | null;
}

/** The same instant a month or a year later (UTC), the day clamped to the month's last day. */
export function addPeriod(from: Date, period: BillingPeriod): Date | null {
  if (period === 'NO_BILLING_PERIOD') return null;
  const months = period === 'MONTHLY' ? 1 : 12;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** The promo's discount on a price: a percentage, rounded half up to the cent. */
export function discountOf(priceMinor: number, percentage: number | null): number {
  if (percentage === null || percentage <= 0) return 0;
  return Math.min(priceMinor, Math.floor((priceMinor * percentage + 50) / 100));
}

/** The unused part of the current period, in minor units, rounded down (0 outside a paid period). */
export function unusedCredit(current: CurrentPeriod, now: Date): number {
  if (current.start === null || current.end === null || current.paidMinor <= 0) return 0;
  const periodDays = Math.round((current.end.getTime() - current.start.getTime()) / DAY_MS);
  if (periodDays <= 0) return 0;
  const unusedDays = Math.min(
    periodDays,
    Math.max(0, Math.floor((current.end.getTime() - now.getTime()) / DAY_MS)),
  );
  return Math.floor((current.paidMinor * unusedDays) / periodDays);
}

export function priceChange(input: PriceInput): PriceResult {
  const { changeType, current, target, now } = input;
  const subtotalMinor = target.priceMinor;
  const discountMinor = discountOf(subtotalMinor, input.promoPercentage);
  if (changeType === 'restore') {
    return {
      subtotalMinor: 0,
      discountMinor: 0,
      creditMinor: 0,
      totalMinor: 0,
      effectiveAt: now,
      periodStart: null,
      periodEnd: null,
      nextBillingAt: current.end,
      nextBillingAmountMinor: current.end === null ? null : current.listPriceMinor,
    };
  }
  if (changeType === 'downgrade') {
    const effectiveAt = current.end ?? now;
    const free = target.billingPeriod === 'NO_BILLING_PERIOD' || subtotalMinor === 0;
    return {
      subtotalMinor,
      discountMinor,
      creditMinor: 0,
      totalMinor: 0,
      effectiveAt,
      periodStart: null,
      periodEnd: null,
      nextBillingAt: free ? null : effectiveAt,
      nextBillingAmountMinor: free ? null : subtotalMinor - discountMinor,
    };
  }
  const owed = subtotalMinor - discountMinor;
  const earned = Math.min(owed, unusedCredit(current, now));
  const creditMinor = owed - earned > 0 && owed - earned < MIN_CHARGE_MINOR ? owed : earned;
  const periodEnd = addPeriod(now, target.billingPeriod);
  return {
    subtotalMinor,
    discountMinor,
    creditMinor,
    totalMinor: subtotalMinor - discountMinor - creditMinor,
    effectiveAt: now,
    periodStart: periodEnd === null ? null : now,
    periodEnd,
    nextBillingAt: periodEnd,
    nextBillingAmountMinor: periodEnd === null ? null : subtotalMinor,
  };
}
