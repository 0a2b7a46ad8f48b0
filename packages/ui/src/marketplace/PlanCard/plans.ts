// Membership plans as the API describes them (spec sections 1, 3, 9): the data PlanCard and
// PlanComparison take, and the rules they show.

/** Membership tiers by level (spec section 3): 1 Standard, 2 Pro, 3 Bronze, 4 Premium, 5 Platinum. */
export const membershipTiers = ['Standard', 'Pro', 'Bronze', 'Premium', 'Platinum'] as const;
export type MembershipTier = (typeof membershipTiers)[number];

/** The level of each tier; a higher level is an upgrade. */
export const membershipLevels: Record<MembershipTier, number> = {
  Standard: 1,
  Pro: 2,
  Bronze: 3,
  Premium: 4,
  Platinum: 5,
};

/** Billing periods (spec section 9); the free plan has none. */
export const billingPeriods = ['MONTHLY', 'ANNUAL', 'NO_BILLING_PERIOD'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** The periods a voice actor can pick between on the plans page. */
export const selectableBillingPeriods = ['MONTHLY', 'ANNUAL'] as const;
export type SelectableBillingPeriod = (typeof selectableBillingPeriods)[number];

/** A membership plan at one billing period (the API's SubscriptionPlan). */
export interface MembershipPlan {
  /** The product name, e.g. premium-5. */
  product_name: string;
  billing_period: BillingPeriod;
  tier: MembershipTier;
  /** 1 to 5, as in membershipLevels. */
  level: number;
  /** The name shown on the card. */
  name: string;
  /** The price per billing period in US dollars; 0 for the free plan. */
  price: number;
  /** The price with promo_code applied; null without an applicable promo. */
  promo_price?: number | null;
  promo_code?: string | null;
  /** The benefits listed on the card, in display order. */
  features: readonly string[];
  /** True when choosing it needs the benefits-and-requirements acknowledgement (Platinum). */
  requires_acknowledgement?: boolean;
}

/** A plan at a billing period, as on either side of a plan change. */
export interface PlanSelection {
  product_name: string;
  billing_period: BillingPeriod;
}

/** A downgrade waiting for the end of the billing period (spec section 4, Subscription). */
export interface ScheduledDowngrade extends PlanSelection {
  /** When the lower plan takes over: the current period's end. */
  effective_at: string | Date;
}

/** What choosing a plan amounts to (the API's SubscriptionChangeType, restore aside). */
export const planChangeKinds = ['new', 'upgrade', 'downgrade', 'billing_period_change'] as const;
export type PlanChangeKind = (typeof planChangeKinds)[number];

/** How choosing `plan` changes the `current` one; a first plan when there is none. */
export function planChangeKind(
  plan: Pick<MembershipPlan, 'level' | 'product_name'>,
  current: (PlanSelection & { level: number }) | undefined,
): PlanChangeKind {
  if (!current) return 'new';
  if (plan.level > current.level) return 'upgrade';
  if (plan.level < current.level) return 'downgrade';
  return plan.product_name === current.product_name ? 'billing_period_change' : 'upgrade';
}

/** Whether two selections name the same plan; the free plan has one period, so any period matches it. */
export function isSamePlan(plan: PlanSelection, other: PlanSelection | undefined): boolean {
  if (!other || plan.product_name !== other.product_name) return false;
  return (
    plan.billing_period === other.billing_period ||
    plan.billing_period === 'NO_BILLING_PERIOD' ||
    other.billing_period === 'NO_BILLING_PERIOD'
  );
}

/** Spec section 5: choosing Platinum without ticking the acknowledgement box. */
export const acknowledgementRequiredMessage = 'You have to acknowledge the benefits and requirements first.';
