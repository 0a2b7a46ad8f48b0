// The money of a quote: what the client pays, the platform fee and the voice actor's net.

import { numberFormat } from '../../internal/intl';

/** One part of the client price (a project quote's lines: the voice actor's fee, additional services). */
export interface QuoteLine {
  label: string;
  /** In the quote's currency, with cents. */
  amount: number;
}

/** A quote as the API states it (instant quote and project quote share these names), in US dollars. */
export interface QuoteData {
  /** What the client pays in total. */
  client_price: number;
  /** The platform's fee, taken from the client price. */
  platform_fee: number;
  /** The fee as a percentage of the client price, when the server gives it. */
  platform_fee_percentage?: number | null;
  /** What the voice actor receives: client_price minus platform_fee. */
  voice_actor_net: number;
  /** ISO 4217 code; the API quotes in USD. */
  currency: string;
  /** Paid through Secure Payment and Delivery (funds held, then released to the voice actor). */
  secure_payment: boolean;
  /** The market rate for these terms when the client set no fixed budget. */
  suggested_budget?: number | null;
  /** The parts of the client price, when the quote breaks it down. */
  lines?: readonly QuoteLine[];
}

/** The three amounts of a quote, worked out from a price and a fee rate. */
export type QuoteAmounts = Pick<
  QuoteData,
  'client_price' | 'platform_fee' | 'platform_fee_percentage' | 'voice_actor_net'
>;

const toCents = (amount: number) => Math.round(amount * 100);

/**
 * Splits a client price into the platform fee and the voice actor's net. The spec sets no fee rate,
 * so the caller passes the one the server uses. Amounts are worked in whole cents so that fee plus net
 * is always exactly the price (the fee is rounded half up to the cent; the net takes the rest).
 */
export function computeQuote({
  clientPrice,
  platformFeePercentage,
}: {
  clientPrice: number;
  platformFeePercentage: number;
}): QuoteAmounts {
  if (!Number.isFinite(clientPrice) || clientPrice < 0) {
    throw new RangeError(`The client price must be a positive amount, not ${String(clientPrice)}.`);
  }
  if (!Number.isFinite(platformFeePercentage) || platformFeePercentage < 0 || platformFeePercentage > 100) {
    throw new RangeError(
      `The platform fee must be a percentage from 0 to 100, not ${String(platformFeePercentage)}.`,
    );
  }
  const price = toCents(clientPrice);
  const fee = Math.round((price * platformFeePercentage) / 100);
  return {
    client_price: price / 100,
    platform_fee: fee / 100,
    platform_fee_percentage: platformFeePercentage,
    voice_actor_net: (price - fee) / 100,
  };
}

/** A percentage as the fee label shows it: "20%", "12.5%". */
export function formatPercentage(value: number, locale = 'en-US'): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
