// listSubscriptionPlansForMarket: the plans as offered to a market (GET /subscription/plans_for_market):
// a language (else the languages of provider_id, or of the caller's own provider), with promo_price
// where promo_code applies to the plan in that market. Public; an inapplicable code leaves promo_price
// null; an unknown provider or language is 404.
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { attributes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageRequest, pagingHeaders, slicePage } from '../../http/paging';
import { PLAN_CATALOG, planResource } from '../../modules/subscriptions/catalog';
import { providerOf } from '../../modules/subscriptions/memberships';
import { discountOf } from '../../modules/subscriptions/pricing';
import { checkPromo } from '../../modules/subscriptions/promos';

async function assertAttribute(
  services: Parameters<Handler<'listSubscriptionPlansForMarket'>>[0]['services'],
  id: number,
  what: string,
) {
  const [row] = await services.db.select({ id: attributes.id }).from(attributes).where(eq(attributes.id, id));
  if (!row) throw notFound(`${what}_not_found`, `No ${what.replace('_', ' ')} ${id}.`);
}

export const listSubscriptionPlansForMarket: Handler<'listSubscriptionPlansForMarket'> = async ({
  query,
  viewer,
  services,
}) => {
  if (query.language !== undefined) await assertAttribute(services, query.language, 'language');
  if (query.voice_age_gender !== undefined)
    await assertAttribute(services, query.voice_age_gender, 'voice_age_gender');
  const providerId = query.provider_id ?? viewer?.providerId ?? null;
  const provider = providerId === null ? null : await providerOf(services.db, providerId);
  const languages = query.language !== undefined ? [query.language] : (provider?.languages ?? null);
  const now = services.now();
  const plans = [];
  for (const plan of PLAN_CATALOG) {
    let promo: { code: string; priceMinor: number } | null = null;
    if (query.promo_code !== undefined) {
      const checked = await checkPromo(services.db, query.promo_code, {
        productName: plan.productName,
        billingPeriod: plan.billingPeriod,
        priceMinor: plan.priceMinor,
        providerId,
        languages,
        now,
      });
      if (checked.ok) {
        promo = {
          code: checked.promo.code,
          priceMinor: plan.priceMinor - discountOf(plan.priceMinor, checked.promo.discountPercentage),
        };
      }
    }
    plans.push(planResource(plan, promo));
  }
  const page = pageRequest(query, 100);
  return { status: 200, body: slicePage(plans, page), headers: { ...pagingHeaders(page, plans.length) } };
};
