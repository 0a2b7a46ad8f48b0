// The membership plans on sale (spec sections 1, 3, 9): each plan at each billing period with its
// price in integer minor units (US cents). The spec gives no prices; these are the product's list
// prices, the same in every market (a market decides which promos apply, not the list price).
import type { BillingPeriod, MembershipTier, PlanId, SubscriptionPlan } from '@vo/sdk';
import { isPlatinumPlan } from '@vo/machines';
import { toDollars } from '../bookings/pricing';

export interface CatalogPlan {
  productName: PlanId;
  billingPeriod: BillingPeriod;
  tier: MembershipTier;
  level: number;
  name: string;
  priceMinor: number;
  features: readonly string[];
  isDefault: boolean;
}

const freeFeatures = ['A public profile with demos', 'Direct bookings from clients'];
const proFeatures = [...freeFeatures, 'Invitations to selected castings'];
const bronzeFeatures = [...proFeatures, 'Up to 20 proposals a month'];
const premiumFeatures = [
  'Invitations to every public casting in your languages',
  'Priority placement in search results',
  'Unlimited proposals',
];
const platinumFeatures = [...premiumFeatures, 'First in invitation groups', 'A dedicated account manager'];

const paid = (
  productName: PlanId,
  tier: MembershipTier,
  level: number,
  monthlyMinor: number,
  annualMinor: number,
  features: readonly string[],
  isDefault: boolean,
): CatalogPlan[] => [
  {
    productName,
    billingPeriod: 'MONTHLY',
    tier,
    level,
    name: tier,
    priceMinor: monthlyMinor,
    features,
    isDefault,
  },
  {
    productName,
    billingPeriod: 'ANNUAL',
    tier,
    level,
    name: tier,
    priceMinor: annualMinor,
    features,
    isDefault,
  },
];

/** Every plan, from the lowest level to the highest; the free plans have no billing period. */
export const PLAN_CATALOG: readonly CatalogPlan[] = [
  {
    productName: 'standard-1',
    billingPeriod: 'NO_BILLING_PERIOD',
    tier: 'Standard',
    level: 1,
    name: 'Standard',
    priceMinor: 0,
    features: freeFeatures,
    isDefault: true,
  },
  {
    productName: 'standard',
    billingPeriod: 'NO_BILLING_PERIOD',
    tier: 'Standard',
    level: 1,
    name: 'Standard (legacy)',
    priceMinor: 0,
    features: freeFeatures,
    isDefault: false,
  },
  ...paid('pro-2', 'Pro', 2, 1900, 19000, proFeatures, false),
  ...paid('bronze-3', 'Bronze', 3, 2900, 29000, bronzeFeatures, false),
  ...paid('premium-5', 'Premium', 4, 3900, 39900, premiumFeatures, true),
  ...paid('platinum-10', 'Platinum', 5, 9900, 99900, platinumFeatures, true),
];

/** The free plan a lapsed or downgraded membership falls to. */
export const FREE_PLAN = 'standard-1' satisfies PlanId;

const PLAN_IDS: readonly string[] = [...new Set(PLAN_CATALOG.map((plan) => plan.productName))];

export const isPlanId = (value: string): value is PlanId => PLAN_IDS.includes(value);

/** A plan at a billing period; a free plan at any period is the free plan. Null when not on sale. */
export function findPlan(productName: string, billingPeriod: string): CatalogPlan | null {
  const plans = PLAN_CATALOG.filter((plan) => plan.productName === productName);
  return (
    plans.find((plan) => plan.billingPeriod === billingPeriod) ??
    plans.find((plan) => plan.billingPeriod === 'NO_BILLING_PERIOD') ??
    null
  );
}

/** The contract's SubscriptionPlan (dollars at the edge), with a promo price when one applies. */
export function planResource(
  plan: CatalogPlan,
  promo: { code: string; priceMinor: number } | null,
): SubscriptionPlan {
  return {
    product_name: plan.productName,
    billing_period: plan.billingPeriod,
    tier: plan.tier,
    level: plan.level,
    name: plan.name,
    price: toDollars(plan.priceMinor),
    promo_price: promo === null ? null : toDollars(promo.priceMinor),
    promo_code: promo === null ? null : promo.code,
    features: [...plan.features],
    is_default: plan.isDefault,
    requires_acknowledgement: isPlatinumPlan(plan.productName),
  };
}
