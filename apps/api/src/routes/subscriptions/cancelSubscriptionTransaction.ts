// cancelSubscriptionTransaction: a plan change abandoned (POST
// /processes/change_subscription/{id}/cancel_transaction); cancelling a scheduled downgrade restores the
// current plan (the restore dialog). Owner only; the machine refuses a processing or finished one (409).
import type { Handler } from '../../contract/types';
import { memberViewer } from '../../modules/subscriptions/changePlan';
import { cancelProcess, processOf, processResource } from '../../modules/subscriptions/processes';

export const cancelSubscriptionTransaction: Handler<'cancelSubscriptionTransaction'> = async ({
  viewer,
  params,
  services,
}) => {
  const process = await processOf(services.db, params.id);
  const cancelled = await cancelProcess(services, memberViewer(viewer, viewer.providerId ?? 0), process);
  return { status: 200, body: await processResource(services, cancelled) };
};
