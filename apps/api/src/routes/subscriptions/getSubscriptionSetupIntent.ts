// getSubscriptionSetupIntent: a setup intent the card form confirms to save a card for the membership
// (GET /providers/me/subscription/setup_intents), at Stripe or the local sandbox.
import type { Handler } from '../../contract/types';
import { notFound } from '../../http/errors';
import { createSetupIntent } from '../../modules/subscriptions/paymentMethods';

export const getSubscriptionSetupIntent: Handler<'getSubscriptionSetupIntent'> = async ({
  viewer,
  services,
}) => {
  if (viewer.providerId === null) throw notFound('provider_not_found', 'Profile not found.');
  return { status: 200, body: await createSetupIntent(services, viewer.providerId) };
};
