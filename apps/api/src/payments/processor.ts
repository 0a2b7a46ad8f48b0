// The one payment processor client: the official `stripe` SDK. With STRIPE_SECRET_KEY it talks to
// Stripe; without, the same SDK talks to the local Stripe-compatible sandbox (apps/stripe-sandbox)
// through its host, port and protocol options. Nothing else in the server calls a processor.
import Stripe from 'stripe';
import type { PaymentsConfig } from '../config';

export type { Stripe };

/** The secret key the sandbox accepts (any `sk_test_...` would do; one name keeps logs clear). */
export const SANDBOX_SECRET_KEY = 'sk_test_sandbox';

export interface Processor {
  stripe: Stripe;
  /** 'sandbox' in local mode, 'stripe' with real (test or live) keys. */
  mode: 'sandbox' | 'stripe';
  /** Checks a webhook's signature and parses it (the SDK's constructEvent); throws when forged or stale. */
  verifyWebhook: (payload: string | Buffer, signature: string) => Stripe.Event;
  config: PaymentsConfig;
}

export function createProcessor(config: PaymentsConfig): Processor {
  const common = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'voice-marketplace' } } as const;
  let stripe: Stripe;
  if (config.secretKey !== undefined) {
    stripe = new Stripe(config.secretKey, common);
  } else {
    const url = new URL(config.sandboxOrigin);
    stripe = new Stripe(SANDBOX_SECRET_KEY, {
      ...common,
      host: url.hostname,
      port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
      protocol: url.protocol === 'https:' ? 'https' : 'http',
    });
  }
  return {
    stripe,
    mode: config.secretKey === undefined ? 'sandbox' : 'stripe',
    verifyWebhook: (payload, signature) =>
      stripe.webhooks.constructEvent(payload, signature, config.webhookSecret),
    config,
  };
}
