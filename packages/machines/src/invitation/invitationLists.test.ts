import type { Invitation } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import {
  groupInvitationsByMembership,
  isSecurePaymentsInvitation,
  MEMBERSHIP_TIER_BY_LEVEL,
  membershipLevelOf,
} from './invitationLists';

/** A booking that belongs on the secure-payments list: completed, deliverable accepted, charge paid. */
const paidBooking: Invitation = {
  id: 66120,
  project_id: 7731,
  provider_id: 4821,
  sample_id: null,
  user_id: 9310,
  status: 'confirmed',
  opened_at: '2026-11-02T15:01:00Z',
  rejection_reason: null,
  rejection_reason_details: null,
  type: 'booking',
  charge_status: 'paid',
  completion_reason: 'deliverable-accepted',
  project: {
    id: 7731,
    public_hash: 'p7Xk2LmQ9v',
    slug: 'brightside-bank-e-learning',
    name: 'Brightside Bank e-learning',
    type: 'booking',
    status: 'completed',
    deadline: null,
  },
  created_at: '2026-11-02T14:00:00Z',
};

describe('secure-payments invitation list', () => {
  it('holds completed bookings with completion_reason deliverable-accepted and charge_status pending, paid, refunded or funds_released', () => {
    for (const charge_status of ['pending', 'paid', 'refunded', 'funds_released'] as const) {
      expect(isSecurePaymentsInvitation({ ...paidBooking, charge_status })).toBe(true);
    }
  });

  it('leaves out a cancelled charge and a booking without a charge', () => {
    expect(isSecurePaymentsInvitation({ ...paidBooking, charge_status: 'cancelled' })).toBe(false);
    expect(isSecurePaymentsInvitation({ ...paidBooking, charge_status: null })).toBe(false);
  });

  it('leaves out casting invitations (types automatic and direct)', () => {
    expect(isSecurePaymentsInvitation({ ...paidBooking, type: 'direct' })).toBe(false);
    expect(isSecurePaymentsInvitation({ ...paidBooking, type: 'automatic' })).toBe(false);
  });

  it('reads status completed from the project the invitation carries', () => {
    for (const status of ['booking-accepted', 'booking-sent', 'closed', 'canceled'] as const) {
      expect(
        isSecurePaymentsInvitation({ ...paidBooking, project: { ...paidBooking.project, status } }),
      ).toBe(false);
    }
  });

  it('leaves out bookings completed for any other reason than deliverable-accepted', () => {
    for (const completion_reason of ['deliverable-rejected', 'deadline', 'booking-declined', null] as const) {
      expect(isSecurePaymentsInvitation({ ...paidBooking, completion_reason })).toBe(false);
    }
  });
});

describe('invitation groups by membership', () => {
  const invite = (id: number, membership_level?: number | null) => ({ id, membership_level });

  it('invitations go in groups ordered by membership level, highest level first', () => {
    const groups = groupInvitationsByMembership([
      invite(1, 1),
      invite(2, 4),
      invite(3, 5),
      invite(4, 2),
      invite(5, 3),
    ]);
    expect(groups.map((g) => [g.batch, g.level, g.tier])).toEqual([
      [1, 5, 'Platinum'],
      [2, 4, 'Premium'],
      [3, 3, 'Bronze'],
      [4, 2, 'Pro'],
      [5, 1, 'Standard'],
    ]);
  });

  it('keeps the order of the list inside a group and skips levels nobody holds', () => {
    const groups = groupInvitationsByMembership([invite(10, 4), invite(11, 1), invite(12, 4), invite(13, 4)]);
    expect(groups.map((g) => ({ tier: g.tier, ids: g.invitations.map((i) => i.id) }))).toEqual([
      { tier: 'Premium', ids: [10, 12, 13] },
      { tier: 'Standard', ids: [11] },
    ]);
  });

  it('counts a voice actor without a known membership level as Standard', () => {
    expect(membershipLevelOf(null)).toBe(1);
    expect(membershipLevelOf(undefined)).toBe(1);
    expect(membershipLevelOf(9)).toBe(1);
    const groups = groupInvitationsByMembership([invite(20, null), invite(21, 0), invite(22)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.invitations.map((i) => i.id)).toEqual([20, 21, 22]);
  });

  it('an empty list has no groups', () => {
    expect(groupInvitationsByMembership([])).toEqual([]);
  });

  it('names the membership tiers by level: 1 Standard, 2 Pro, 3 Bronze, 4 Premium, 5 Platinum', () => {
    expect(MEMBERSHIP_TIER_BY_LEVEL).toEqual({
      1: 'Standard',
      2: 'Pro',
      3: 'Bronze',
      4: 'Premium',
      5: 'Platinum',
    });
  });
});
