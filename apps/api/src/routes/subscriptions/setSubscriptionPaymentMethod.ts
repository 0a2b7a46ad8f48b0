// setSubscriptionPaymentMethod: the card (pm_ id from the confirmed setup intent or the card form) or
// PayPal agreement (BA- token from /paypalRedirect) the membership is charged to (POST
// /providers/me/subscription/payment_method). A refused card answers 422 with section 8's message.
import type { Handler } from '../../contract/types';
import { notFound } from '../../http/errors';
import { subscriptionResource } from '../../modules/subscriptions/memberships';
import { saveCard, savePaypal } from '../../modules/subscriptions/paymentMethods';

export const setSubscriptionPaymentMethod: Handler<'setSubscriptionPaymentMethod'> = async ({
  viewer,
  body,
  services,
}) => {
  if (viewer.providerId === null) throw notFound('provider_not_found', 'Profile not found.');
  if (body.type === 'paypal') await savePaypal(services, viewer.providerId, body.token);
  else await saveCard(services, viewer.providerId, body.token);
  return { status: 200, body: await subscriptionResource(services.db, viewer.providerId, services.now()) };
};
