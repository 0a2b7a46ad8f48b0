// startPaymentSettingsOnboarding: Start Stripe onboarding for ACH/Wire payouts (POST
// /payment_settings/{providerId}/onboarding). Only the voice actor themself, with the payout method
// stripe (else 409): their connected account at the processor (created once) and a one-time link to
// its hosted onboarding (the local sandbox's page in local mode), which returns to /payment-preferences.
import type { Handler } from '../../contract/types';
import { startOnboarding } from '../../modules/payments/paymentSettings';

export const startPaymentSettingsOnboarding: Handler<'startPaymentSettingsOnboarding'> = async ({
  viewer,
  params,
  services,
}) => ({
  status: 200 as const,
  body: await startOnboarding(services, viewer, params.providerId),
});
