// getSubscriptionProcess: a plan-change process (GET /processes/{id}), read by the voice actor who owns
// it; the screens poll it while a charge is processing, and a charge back from 3-D Secure is finished
// here (the processor's answer on its payment intent).
import type { Handler } from '../../contract/types';
import { memberViewer } from '../../modules/subscriptions/changePlan';
import {
  assertOwnProcess,
  processOf,
  processResource,
  refreshProcess,
} from '../../modules/subscriptions/processes';

export const getSubscriptionProcess: Handler<'getSubscriptionProcess'> = async ({
  viewer,
  params,
  services,
}) => {
  const process = await processOf(services.db, params.id);
  assertOwnProcess(memberViewer(viewer, viewer.providerId ?? 0), process);
  const current = await refreshProcess(services, process, services.config.publicOrigin);
  return { status: 200, body: await processResource(services, current) };
};
