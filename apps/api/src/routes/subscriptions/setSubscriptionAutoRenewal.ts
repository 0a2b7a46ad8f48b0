// setSubscriptionAutoRenewal: auto-renewal on or off (POST /providers/{id}/subscription/set_autorenewal).
// Only the voice actor (an admin acting as them; an admin otherwise reads only): 403; a free plan: 409.
import type { Handler } from '../../contract/types';
import { memberViewer } from '../../modules/subscriptions/changePlan';
import { subscriptionResource } from '../../modules/subscriptions/memberships';
import { setAutoRenewal } from '../../modules/subscriptions/settings';

export const setSubscriptionAutoRenewal: Handler<'setSubscriptionAutoRenewal'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  await setAutoRenewal(services, memberViewer(viewer, viewer.providerId ?? 0), params.id, body.enabled);
  return { status: 200, body: await subscriptionResource(services.db, params.id, services.now()) };
};
