import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIODS,
  byMembershipRank,
  DEFAULT_PLANS,
  hasRestorableDowngrade,
  isDefaultPlan,
  isMembershipName,
  levelOfTier,
  mayApplyForPlatinum,
  MEMBERSHIP_RANKS,
  PLATINUM_MESSAGES,
  tierNumberOf,
  tierOfPlan,
  type MembershipTier,
} from './plans';

const BEFORE = '2018-06-15T00:00:00Z';
const AFTER = '2020-01-10T00:00:00Z';

describe('membership plans', () => {
  it('membership tiers by level: 1 Standard, 2 Pro, 3 Bronze, 4 Premium, 5 Platinum', () => {
    const tiers: MembershipTier[] = ['Standard', 'Pro', 'Bronze', 'Premium', 'Platinum'];
    expect(tiers.map(levelOfTier)).toEqual([1, 2, 3, 4, 5]);
  });

  it('membership names contain bronze, premium, platinum or standard-1', () => {
    expect(['bronze-3', 'premium-5', 'platinum-10', 'standard-1'].every(isMembershipName)).toBe(true);
    expect(isMembershipName('standard')).toBe(false);
    expect(isMembershipName('gold-7')).toBe(false);
  });

  it('after 2019-04-01 the word in the name gives the tier', () => {
    expect(tierOfPlan('standard-1', AFTER)).toBe('Standard');
    expect(tierOfPlan('standard', AFTER)).toBe('Standard');
    expect(tierOfPlan('bronze-3', AFTER)).toBe('Bronze');
    expect(tierOfPlan('premium-5', AFTER)).toBe('Premium');
    expect(tierOfPlan('premium-10', AFTER)).toBe('Premium');
    expect(tierOfPlan('platinum-10', AFTER)).toBe('Platinum');
    expect(tierOfPlan('pro-2', AFTER)).toBe('Pro');
  });

  it('plans started before 2019-04-01 map tier numbers: 3 to Bronze, 4 to 9 to Premium, 10 and above to Platinum', () => {
    expect(tierOfPlan('premium-3', BEFORE)).toBe('Bronze');
    expect(tierOfPlan('bronze-4', BEFORE)).toBe('Premium');
    expect(tierOfPlan('premium-9', BEFORE)).toBe('Premium');
    expect(tierOfPlan('premium-10', BEFORE)).toBe('Platinum');
    expect(tierOfPlan('premium-12', BEFORE)).toBe('Platinum');
  });

  it('the old mapping stops at 2019-04-01 itself', () => {
    expect(tierOfPlan('premium-10', '2019-03-31T23:59:59Z')).toBe('Platinum');
    expect(tierOfPlan('premium-10', '2019-04-01T00:00:00Z')).toBe('Premium');
  });

  it('tier numbers the old mapping does not name, and names without a tier word, read the number as a level', () => {
    expect(tierOfPlan('standard-1', BEFORE)).toBe('Standard');
    expect(tierOfPlan('plan-2', AFTER)).toBe('Pro');
    expect(tierOfPlan('plan-4', AFTER)).toBe('Premium');
    expect(tierOfPlan('gold-7', AFTER)).toBeNull();
    expect(tierOfPlan('gold', null)).toBeNull();
    expect(tierOfPlan('gold-7', BEFORE)).toBe('Premium');
  });

  it('an unknown or missing start date is not before the cutoff', () => {
    expect(tierOfPlan('premium-10', undefined)).toBe('Premium');
    expect(tierOfPlan('premium-10', 'not a date')).toBe('Premium');
  });

  it('reads the tier number at the end of a product name', () => {
    expect(tierNumberOf('platinum-10')).toBe(10);
    expect(tierNumberOf('standard')).toBeNull();
  });

  it('the plans shown by default are standard-1, premium-5 and platinum-10', () => {
    expect(DEFAULT_PLANS).toEqual(['standard-1', 'premium-5', 'platinum-10']);
    expect(isDefaultPlan('premium-5')).toBe(true);
    expect(isDefaultPlan('standard')).toBe(false);
  });

  it('billing periods are MONTHLY, ANNUAL and NO_BILLING_PERIOD', () => {
    expect(BILLING_PERIODS).toEqual(['MONTHLY', 'ANNUAL', 'NO_BILLING_PERIOD']);
  });

  it('membership ranks Platinum, Premium, Bronze, Standard', () => {
    expect(MEMBERSHIP_RANKS).toEqual(['Platinum', 'Premium', 'Bronze', 'Standard']);
    const shuffled: MembershipTier[] = ['Standard', 'Platinum', 'Bronze', 'Premium'];
    expect([...shuffled].sort(byMembershipRank)).toEqual([...MEMBERSHIP_RANKS]);
  });

  it('Platinum requires Premium for at least a year', () => {
    const today = '2026-11-21T10:00:00Z';
    expect(mayApplyForPlatinum({ tier: 'Premium', started_at: '2025-11-21T10:00:00Z' }, today)).toBe(true);
    expect(mayApplyForPlatinum({ tier: 'Premium', started_at: '2025-11-21T10:00:01Z' }, today)).toBe(false);
    expect(mayApplyForPlatinum({ tier: 'Bronze', started_at: '2020-01-01T00:00:00Z' }, today)).toBe(false);
    expect(mayApplyForPlatinum({ tier: 'Premium', started_at: 'garbage' }, today)).toBe(false);
    // A Platinum member keeps Platinum (for example to change the billing period).
    expect(mayApplyForPlatinum({ tier: 'Platinum', started_at: '2024-01-01T00:00:00Z' }, today)).toBe(true);
    expect(PLATINUM_MESSAGES.premiumForAYearRequired).toBe('Platinum requires Premium for at least a year.');
  });

  it('a year after 29 February ends on 1 March', () => {
    expect(
      mayApplyForPlatinum({ tier: 'Premium', started_at: '2024-02-29T00:00:00Z' }, '2025-02-28T23:59:59Z'),
    ).toBe(false);
    expect(
      mayApplyForPlatinum({ tier: 'Premium', started_at: '2024-02-29T00:00:00Z' }, '2025-03-01T00:00:00Z'),
    ).toBe(true);
  });

  it('a downgrade can be restored only before it takes effect', () => {
    const downgrade = {
      product_name: 'standard-1' as const,
      billing_period: 'NO_BILLING_PERIOD' as const,
      effective_at: '2027-03-01T00:00:00Z',
      process_id: 90412,
    };
    expect(hasRestorableDowngrade({ scheduled_downgrade: downgrade }, '2027-02-28T23:59:59Z')).toBe(true);
    expect(hasRestorableDowngrade({ scheduled_downgrade: downgrade }, '2027-03-01T00:00:00Z')).toBe(false);
    expect(hasRestorableDowngrade({ scheduled_downgrade: null }, '2026-01-01T00:00:00Z')).toBe(false);
    expect(hasRestorableDowngrade({}, '2026-01-01T00:00:00Z')).toBe(false);
  });
});
