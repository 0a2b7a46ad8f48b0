// changeSubscription: the caller chooses a plan (PUT /providers/me/subscription). Any signed-in user:
// one without the provider role gets a provider and the role first. Platinum needs the acknowledgement
// and a year of Premium (422 in the spec's words); an upgrade is charged now with the saved payment
// method (or waits for one and confirm_upgrade_inquire), a downgrade is scheduled for the period end,
// the current plan again restores a scheduled downgrade. A failed charge answers 422 with section 8's
// message, the process left payment_failed for retry_payment.
import type { Handler } from '../../contract/types';
import { paymentRefused } from '../../modules/payments/paymentErrors';
import { changePlan } from '../../modules/subscriptions/changePlan';
import { processResource } from '../../modules/subscriptions/processes';

export const changeSubscription: Handler<'changeSubscription'> = async ({ viewer, body, services }) => {
  const { process, failure } = await changePlan(services, viewer, body);
  if (failure !== null) throw paymentRefused(failure);
  return { status: 200, body: await processResource(services, process) };
};
