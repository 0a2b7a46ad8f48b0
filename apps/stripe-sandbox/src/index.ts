// A local Stripe-compatible server for development and tests (docs/payments.md).
export { createStripeSandbox } from './sandbox';
export { SANDBOX_API_VERSION } from './core';
export type { Sandbox, SandboxOptions, StripeJson, WebhookDelivery } from './core';
export { TEST_CARDS, TEST_PAYMENT_METHODS } from './cards';
export type { CardBehaviour, TestCard } from './cards';
export { parseForm } from './form';
