// saveSubscriptionDowngradeReason: the downgrade dialog's reason, kept on the scheduled downgrade
// (POST /providers/{id}/subscription/reason). Only the voice actor (403); no downgrade scheduled: 409.
import type { Handler } from '../../contract/types';
import { memberViewer } from '../../modules/subscriptions/changePlan';
import { subscriptionResource } from '../../modules/subscriptions/memberships';
import { saveDowngradeReason } from '../../modules/subscriptions/settings';

export const saveSubscriptionDowngradeReason: Handler<'saveSubscriptionDowngradeReason'> = async ({
  viewer,
  params,
  body,
  services,
}) => {
  await saveDowngradeReason(services, memberViewer(viewer, viewer.providerId ?? 0), params.id, body.reason);
  return { status: 200, body: await subscriptionResource(services.db, params.id, services.now()) };
};
