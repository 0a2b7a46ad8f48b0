// getPaymentProcessor: Where the browser tokenizes a card (GET /payments/processor, designed). The
// card form needs the processor's publishable key and, in local mode, the sandbox's address: the card
// number goes there and only a pm_ id comes to payProject. Nothing secret is in the answer.
import type { Handler } from '../../contract/types';

/** Stripe's API, which Stripe.js and Elements talk to with the publishable key. */
const STRIPE_API_ORIGIN = 'https://api.stripe.com';

export const getPaymentProcessor: Handler<'getPaymentProcessor'> = ({ services }) => {
  const { payments } = services.config;
  const stripe = payments.secretKey !== undefined;
  return Promise.resolve({
    status: 200 as const,
    body: {
      mode: stripe ? ('stripe' as const) : ('sandbox' as const),
      publishable_key: payments.publishableKey,
      api_origin: stripe ? STRIPE_API_ORIGIN : new URL(payments.sandboxOrigin).origin,
    },
  });
};
