// How the membership's figures read: the contract's dollars and timestamps, in US English (UTC days).
import type { PaymentMethodSummary } from '@vo/sdk/hooks';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const money = (amount: number): string => usd.format(amount);
export const dayOf = (timestamp: string): string => day.format(new Date(timestamp));

const PERIODS = { MONTHLY: 'monthly', ANNUAL: 'annual', NO_BILLING_PERIOD: 'no billing period' } as const;
export const periodName = (period: keyof typeof PERIODS): string => PERIODS[period];

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa ending in 4242, expires 08/2028", or "PayPal (name@example.com)". */
export function paymentMethodName(method: PaymentMethodSummary): string {
  if (method.type === 'paypal') return method.paypal_email ? `PayPal (${method.paypal_email})` : 'PayPal';
  const brand = (method.brand && BRANDS[method.brand]) ?? 'Card';
  const ending = method.last4 ? ` ending in ${method.last4}` : '';
  const expiry =
    method.exp_month != null && method.exp_year != null
      ? `, expires ${String(method.exp_month).padStart(2, '0')}/${String(method.exp_year)}`
      : '';
  return `${brand}${ending}${expiry}`;
}
