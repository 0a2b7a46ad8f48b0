import type { PlanId, BillingPeriod, MembershipTier, Subscription } from '@vo/sdk';

export type { PlanId, BillingPeriod, MembershipTier, Subscription };

/** Membership tiers by level (spec section 3): 1 Standard, 2 Pro, 3 Bronze, 4 Premium, 5 Platinum. */
export const MEMBERSHIP_LEVELS = {
  Standard: 1,
  Pro: 2,
  Bronze: 3,
  Premium: 4,
  Platinum: 5,
} as const satisfies Record<MembershipTier, number>;

/** Membership ranks from high to low (spec section 9). */
export const MEMBERSHIP_RANKS = [
  'Platinum',
  'Premium',
  'Bronze',
  'Standard',
] as const satisfies readonly MembershipTier[];

/** The plans shown by default (spec section 9). */
export const DEFAULT_PLANS = ['standard-1', 'premium-5', 'platinum-10'] as const satisfies readonly PlanId[];

/** Billing periods (spec section 9). */
export const BILLING_PERIODS = [
  'MONTHLY',
  'ANNUAL',
  'NO_BILLING_PERIOD',
] as const satisfies readonly BillingPeriod[];

/** The plan the voice actor chose, as typed: kept when the choice is refused, so nothing is lost. */
export interface PlanChoice {
  readonly productName: PlanId;
  readonly billingPeriod: BillingPeriod;
  readonly promoCode: string | null;
  readonly acknowledged: boolean;
}

/** The Platinum plan: it needs Premium held for at least a year and the acknowledgement box. */
export const PLATINUM_PLAN = 'platinum-10' satisfies PlanId;

/** Plans started before this day map their tier numbers differently (spec section 9). */
export const LEGACY_TIER_CUTOFF = '2019-04-01T00:00:00Z';

/** The words membership names contain (spec section 3), each with its tier. */
const TIER_WORDS: readonly (readonly [RegExp, MembershipTier])[] = [
  [/platinum/, 'Platinum'],
  [/premium/, 'Premium'],
  [/bronze/, 'Bronze'],
  [/(^|-)pro(-|$)/, 'Pro'],
  [/standard/, 'Standard'],
];

const MEMBERSHIP_NAME = /bronze|premium|platinum|standard-1/;

/** "Membership names contain bronze, premium, platinum or standard-1" (spec section 3). */
export function isMembershipName(productName: string): boolean {
  return MEMBERSHIP_NAME.test(productName.toLowerCase());
}

export function isDefaultPlan(productName: string): boolean {
  return DEFAULT_PLANS.some((plan) => plan === productName);
}

/** The tier number a product name ends with (`premium-5` is 5), or null when it has none. */
export function tierNumberOf(productName: string): number | null {
  const match = /-(\d+)$/.exec(productName);
  return match?.[1] === undefined ? null : Number(match[1]);
}

function startedBeforeLegacyCutoff(startedAt: string | null | undefined): boolean {
  if (startedAt === null || startedAt === undefined) return false;
  const started = Date.parse(startedAt);
  return !Number.isNaN(started) && started < Date.parse(LEGACY_TIER_CUTOFF);
}

function legacyTier(tierNumber: number): MembershipTier | null {
  if (tierNumber >= 10) return 'Platinum';
  if (tierNumber >= 4) return 'Premium';
  if (tierNumber === 3) return 'Bronze';
  return null;
}

const TIERS_BY_LEVEL: readonly MembershipTier[] = ['Standard', 'Pro', 'Bronze', 'Premium', 'Platinum'];

function tierOfLevel(level: number): MembershipTier | null {
  return TIERS_BY_LEVEL[level - 1] ?? null;
}

/**
 * The tier of a plan. Plans started before 2019-04-01 map their tier number (3 Bronze, 4 to 9 Premium,
 * 10 and above Platinum); otherwise the word in the name decides (bronze, premium, platinum, standard),
 * and a name without one falls back to its number read as a level (1 Standard ... 5 Platinum).
 * Null when neither says anything.
 */
export function tierOfPlan(productName: string, startedAt: string | null | undefined): MembershipTier | null {
  const name = productName.toLowerCase();
  const tierNumber = tierNumberOf(name);
  if (tierNumber !== null && startedBeforeLegacyCutoff(startedAt)) {
    const legacy = legacyTier(tierNumber);
    if (legacy) return legacy;
  }
  const byWord = TIER_WORDS.find(([word]) => word.test(name));
  if (byWord) return byWord[1];
  return tierNumber === null ? null : tierOfLevel(tierNumber);
}

export function levelOfTier(tier: MembershipTier): number {
  return MEMBERSHIP_LEVELS[tier];
}

/** Sorts tiers from the highest rank to the lowest (Platinum, Premium, Bronze, Standard). */
export function byMembershipRank(a: MembershipTier, b: MembershipTier): number {
  return levelOfTier(b) - levelOfTier(a);
}

/** The same instant one calendar year later (UTC). */
function oneYearAfter(timestamp: number): number {
  const date = new Date(timestamp);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.getTime();
}

/**
 * "Platinum requires Premium for at least a year" (spec section 6): the current membership is Premium
 * (or already Platinum) and started at least a year before today.
 */
export function mayApplyForPlatinum(
  subscription: Pick<Subscription, 'tier' | 'started_at'>,
  today: string,
): boolean {
  if (subscription.tier !== 'Premium' && subscription.tier !== 'Platinum') return false;
  const started = Date.parse(subscription.started_at);
  return !Number.isNaN(started) && oneYearAfter(started) <= Date.parse(today);
}

/** A downgrade is scheduled and has not taken effect yet, so it can still be restored. */
export function hasRestorableDowngrade(
  subscription: Pick<Subscription, 'scheduled_downgrade'>,
  today: string,
): boolean {
  const downgrade = subscription.scheduled_downgrade;
  if (downgrade === null || downgrade === undefined) return false;
  return Date.parse(downgrade.effective_at) > Date.parse(today);
}

/** Messages of the Platinum application (spec sections 5 and 6). */
export const PLATINUM_MESSAGES = {
  acknowledgementRequired: 'You have to acknowledge the benefits and requirements first.',
  premiumForAYearRequired: 'Platinum requires Premium for at least a year.',
} as const;
