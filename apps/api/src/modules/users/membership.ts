// Membership tiers by level (spec section 3): 1 Standard, 2 Pro, 3 Bronze, 4 Premium, 5 Platinum.
import type { MembershipTier } from '@vo/sdk';

const tiers: readonly MembershipTier[] = ['Standard', 'Pro', 'Bronze', 'Premium', 'Platinum'];

export const membershipTier = (level: number): MembershipTier => tiers[level - 1] ?? 'Standard';
