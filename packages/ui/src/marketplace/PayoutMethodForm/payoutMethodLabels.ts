// The payout methods and their labels (spec sections 3 and 8), apart from the form's checks: a page
// that only names a method (how a share was paid out) loads these few lines, not the form's rules.

/** How a voice actor is paid. ach and wire are no longer supported: a provider on them is flagged pending. */
export const payoutMethods = ['paypal', 'payoneer', 'wise', 'us_banking', 'ach', 'wire', 'stripe'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/** Spec section 8, verbatim: "ACH and Wire (not supported)" names both retired methods. */
export const payoutMethodLabels: Record<PayoutMethod, string> = {
  paypal: 'PayPal',
  payoneer: 'Payoneer',
  wise: 'Wise',
  us_banking: 'US banking details (non-US resident)',
  ach: 'ACH and Wire (not supported)',
  wire: 'ACH and Wire (not supported)',
  stripe: 'ACH/Wire (Stripe)',
};
