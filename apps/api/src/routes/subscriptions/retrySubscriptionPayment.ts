// retrySubscriptionPayment: the Payment error view's Retry (POST
// /processes/change_subscription/{id}/retry_payment): a failed charge (a plan change's or a renewal's)
// charged again to the saved payment method, typically a new card. Owner only; 409 unless payment_failed.
import type { Handler } from '../../contract/types';
import { paymentRefused } from '../../modules/payments/paymentErrors';
import { memberViewer } from '../../modules/subscriptions/changePlan';
import { processOf, processResource, retryProcess } from '../../modules/subscriptions/processes';

export const retrySubscriptionPayment: Handler<'retrySubscriptionPayment'> = async ({
  viewer,
  params,
  services,
}) => {
  const process = await processOf(services.db, params.id);
  const { process: after, failure } = await retryProcess(
    services,
    memberViewer(viewer, viewer.providerId ?? 0),
    process,
    { offSession: false, returnOrigin: services.config.publicOrigin },
  );
  if (failure !== null) throw paymentRefused(failure);
  return { status: 200, body: await processResource(services, after) };
};
