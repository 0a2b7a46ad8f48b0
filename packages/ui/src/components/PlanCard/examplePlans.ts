import type { MembershipPlan } from './plans';

// Example plans for stories and tests (the spec gives no prices; these are the API document's
// examples and round figures). Not exported from the package.

const premiumFeatures = [
  'Invitations to every public casting in your languages',
  'Priority placement in search results',
  'Unlimited proposals',
];
const platinumFeatures = [...premiumFeatures, 'First in invitation groups', 'A dedicated account manager'];

export const standardPlan: MembershipPlan = {
  product_name: 'standard',
  billing_period: 'NO_BILLING_PERIOD',
  tier: 'Standard',
  level: 1,
  name: 'Standard',
  price: 0,
  features: ['A public profile with demos', 'Direct bookings from clients'],
};

const monthly = (
  product_name: string,
  tier: MembershipPlan['tier'],
  level: number,
  price: number,
  features: readonly string[],
): MembershipPlan => ({ product_name, billing_period: 'MONTHLY', tier, level, name: tier, price, features });

const annual = (plan: MembershipPlan, price: number): MembershipPlan => ({
  ...plan,
  billing_period: 'ANNUAL',
  price,
});

export const premiumMonthly = monthly('premium-5', 'Premium', 4, 39, premiumFeatures);
export const premiumAnnual = annual(premiumMonthly, 399);
export const platinumMonthly: MembershipPlan = {
  ...monthly('platinum-10', 'Platinum', 5, 99, platinumFeatures),
  requires_acknowledgement: true,
};
export const platinumAnnual = annual(platinumMonthly, 999);
const proMonthly = monthly('pro-2', 'Pro', 2, 19, ['Invitations to selected castings']);
const bronzeMonthly = monthly('bronze-3', 'Bronze', 3, 29, [
  'Invitations to selected castings',
  'Up to 20 proposals a month',
]);

/** The plans shown by default: Standard, Premium and Platinum at both billing periods. */
export const defaultPlans: MembershipPlan[] = [
  standardPlan,
  premiumMonthly,
  premiumAnnual,
  platinumMonthly,
  platinumAnnual,
];

/** All five tiers. */
export const allTierPlans: MembershipPlan[] = [
  standardPlan,
  proMonthly,
  annual(proMonthly, 190),
  bronzeMonthly,
  annual(bronzeMonthly, 290),
  premiumMonthly,
  premiumAnnual,
  platinumMonthly,
  platinumAnnual,
];

/** The default plans with the SPRING25 promo (25% off) on the paid ones. */
export const promoPlans: MembershipPlan[] = defaultPlans.map((plan) =>
  plan.price === 0
    ? plan
    : { ...plan, promo_price: Math.round(plan.price * 75) / 100, promo_code: 'SPRING25' },
);
