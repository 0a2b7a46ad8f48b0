// Which released shares finance pays by hand and records (recordProjectPayout): the server decides
// with these, and the finance page offers Record payout by the same rule.
import type { ManualPayoutMethod, PayoutMethod } from '@vo/sdk';

/** The methods finance pays outside the product (the others: Stripe transfers itself, ACH and wire are retired). */
export const MANUAL_PAYOUT_METHODS = [
  'paypal',
  'payoneer',
  'wise',
  'us_banking',
] as const satisfies readonly ManualPayoutMethod[];

// Every method the contract calls manual is listed: a method added to the document fails the build here.
const everyManualMethod: Exclude<ManualPayoutMethod, (typeof MANUAL_PAYOUT_METHODS)[number]> extends never
  ? true
  : never = true;
void everyManualMethod;

export const isManualPayoutMethod = (method: string | null | undefined): method is ManualPayoutMethod =>
  MANUAL_PAYOUT_METHODS.some((manual) => manual === method);

/**
 * Whether finance may record a payout of a booking's released share: something is still owed
 * (minor units), to a voice actor whose chosen method finance pays by hand.
 */
export const mayRecordPayout = (owedMinor: number, method: PayoutMethod | null | undefined): boolean =>
  owedMinor > 0 && isManualPayoutMethod(method);
