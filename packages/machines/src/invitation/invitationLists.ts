import type { Invitation, ChargeStatus, MembershipTier } from '@vo/sdk';

export type { MembershipTier };

/** The charge statuses that put a completed booking on the secure-payments list (spec section 4). */
export const SECURE_PAYMENTS_CHARGE_STATUSES = [
  'pending',
  'paid',
  'refunded',
  'funds_released',
] as const satisfies readonly ChargeStatus[];

const isSecurePaymentsChargeStatus = (status: ChargeStatus | null): boolean =>
  SECURE_PAYMENTS_CHARGE_STATUSES.some((listed) => listed === status);

/** What the secure-payments rule reads from an invitation (the document's Invitation fits). */
export type SecurePaymentsFields = Pick<Invitation, 'type' | 'charge_status' | 'completion_reason'> & {
  readonly project: Pick<Invitation['project'], 'status'>;
};

/**
 * "The secure-payments invitation list is bookings with status completed, completion_reason
 * deliverable-accepted, and charge_status pending, paid, refunded or funds_released."
 * "completed" is a project status, not an invitation status, so it is read from the project the
 * invitation carries (`project.status`); completion_reason and charge_status are the project's too,
 * copied onto the invitation by the document.
 */
export function isSecurePaymentsInvitation(invitation: SecurePaymentsFields): boolean {
  return (
    invitation.type === 'booking' &&
    invitation.project.status === 'completed' &&
    invitation.completion_reason === 'deliverable-accepted' &&
    isSecurePaymentsChargeStatus(invitation.charge_status)
  );
}

/**
 * Whether an invitation is unread: it still waits for the voice actor's answer and was never
 * opened. Answered (accepted, declined, archived) is read, opened or not: the inbox, its count and
 * the Projects badge (the server's `unreadInvitation`, the same rule as SQL) all read it so.
 */
export const isUnreadInvitation = (invitation: Pick<Invitation, 'status' | 'opened_at'>): boolean =>
  invitation.status === 'requested' && invitation.opened_at === null;

/** Membership tiers by level (spec section 3): 1 Standard, 2 Pro, 3 Bronze, 4 Premium, 5 Platinum. */
export const MEMBERSHIP_TIER_BY_LEVEL = {
  1: 'Standard',
  2: 'Pro',
  3: 'Bronze',
  4: 'Premium',
  5: 'Platinum',
} as const satisfies Record<number, MembershipTier>;
export type KnownMembershipLevel = keyof typeof MEMBERSHIP_TIER_BY_LEVEL;

/** Highest level first: the order in which invitation groups go out. */
const LEVELS_HIGHEST_FIRST = [5, 4, 3, 2, 1] as const satisfies readonly KnownMembershipLevel[];

/** The membership level of an invitation's voice actor; a level outside 1 to 5, or none, counts as Standard. */
export function membershipLevelOf(level: number | null | undefined): KnownMembershipLevel {
  return LEVELS_HIGHEST_FIRST.find((known) => known === level) ?? 1;
}

/** An invitation with the membership level of its voice actor (the document's MembershipLevel). */
export interface WithMembershipLevel {
  readonly membership_level?: number | null;
}

export interface MembershipGroup<T> {
  /** The 1-based position of the group in the sending order (as the document's InvitationBatch). */
  readonly batch: number;
  readonly level: KnownMembershipLevel;
  readonly tier: MembershipTier;
  readonly invitations: readonly T[];
}

/**
 * "Invitations go in groups ordered by membership level": one group per level present, highest level
 * first (Platinum, Premium, Bronze, Pro, Standard); inside a group the invitations keep their order.
 */
export function groupInvitationsByMembership<T extends WithMembershipLevel>(
  list: readonly T[],
): MembershipGroup<T>[] {
  const groups: MembershipGroup<T>[] = [];
  for (const level of LEVELS_HIGHEST_FIRST) {
    const invitations = list.filter((invitation) => membershipLevelOf(invitation.membership_level) === level);
    if (invitations.length === 0) continue;
    groups.push({ batch: groups.length + 1, level, tier: MEMBERSHIP_TIER_BY_LEVEL[level], invitations });
  }
  return groups;
}
