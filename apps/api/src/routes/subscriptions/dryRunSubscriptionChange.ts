// dryRunSubscriptionChange: what a plan change would do and cost (POST
// /providers/me/subscription/dry_run), priced by the same function as the change itself; nothing is
// charged or stored. A user without a provider yet is priced as on the free plan.
import type { Handler } from '../../contract/types';
import { dryRunResource, quoteChange } from '../../modules/subscriptions/memberships';

export const dryRunSubscriptionChange: Handler<'dryRunSubscriptionChange'> = async ({
  viewer,
  body,
  services,
}) => {
  const quote = await quoteChange(
    services.db,
    viewer.providerId,
    { productName: body.productName, billingPeriod: body.billingPeriod, promoCode: body.promoCode ?? null },
    services.now(),
  );
  return { status: 200, body: dryRunResource(quote) };
};
