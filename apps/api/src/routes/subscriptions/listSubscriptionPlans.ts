// listSubscriptionPlans: every membership plan at each billing period (GET /subscription/plans), for the
// plans pages. Public; all plans fit in one page.
import type { Handler } from '../../contract/types';
import { pageRequest, pagingHeaders, slicePage } from '../../http/paging';
import { PLAN_CATALOG, planResource } from '../../modules/subscriptions/catalog';

export const listSubscriptionPlans: Handler<'listSubscriptionPlans'> = async ({ query }) => {
  const page = pageRequest(query, 100);
  const plans = PLAN_CATALOG.map((plan) => planResource(plan, null));
  return Promise.resolve({
    status: 200 as const,
    body: slicePage(plans, page),
    headers: { ...pagingHeaders(page, plans.length) },
  });
};
