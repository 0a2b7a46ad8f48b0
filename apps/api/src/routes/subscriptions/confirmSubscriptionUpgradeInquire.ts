// confirmSubscriptionUpgradeInquire: the voice actor confirms an upgrade awaiting confirmation and it
// is charged to the saved payment method (POST /processes/change_subscription/{id}/confirm_upgrade_inquire).
// Owner only (403); the process machine decides (409 unless awaiting_confirmation, or with no payment
// method saved yet); a failed charge answers 422 with section 8's message.
import type { Handler } from '../../contract/types';
import { paymentRefused } from '../../modules/payments/paymentErrors';
import { memberViewer } from '../../modules/subscriptions/changePlan';
import { confirmProcess, processOf, processResource } from '../../modules/subscriptions/processes';

export const confirmSubscriptionUpgradeInquire: Handler<'confirmSubscriptionUpgradeInquire'> = async ({
  viewer,
  params,
  services,
}) => {
  const process = await processOf(services.db, params.id);
  const { process: after, failure } = await confirmProcess(
    services,
    memberViewer(viewer, viewer.providerId ?? 0),
    process,
    services.config.publicOrigin,
  );
  if (failure !== null) throw paymentRefused(failure);
  return { status: 200, body: await processResource(services, after) };
};
