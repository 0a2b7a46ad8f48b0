import type { PaymentSettings, User } from '@vo/sdk';
import { hasProviderProfile } from '@vo/machines';
import { pendingInfo, type PendingInfoKind } from '@vo/ui';

/** What the pending-info dots need beyond the User object. */
export interface PendingInfoExtra {
  /**
   * The voice actor's payout settings (GET /payment_settings/{provider_id}); `pending` is true while
   * the payout information needs the voice actor (a retired ach or wire method, or none set). Not in
   * User; without it no payment dot shows. @default undefined
   */
  readonly paymentSettings?: Pick<PaymentSettings, 'pending'> | null;
}

/** The user's country is set (address.country). */
export const hasCountry = (user: Pick<User, 'address'>): boolean => (user.address?.country ?? '') !== '';

/** One of the user's services carries the client's organization type (onboarding question 1). */
export const hasOrganizationType = (user: Pick<User, 'services'>): boolean =>
  (user.services ?? []).some((service) => service.organization_type !== null);

export const isClient = (user: Pick<User, 'roles'>): boolean => user.roles.includes('client');

/**
 * The pending-info dots (spec section 4, Indicators): a missing country gives basic; a client
 * without organization type gives business; a voice actor with pending payment info gives payment.
 */
export function pendingInfoDots(user: User, extra: PendingInfoExtra = {}): PendingInfoKind[] {
  return pendingInfo({
    hasCountry: hasCountry(user),
    isClient: isClient(user),
    hasOrganizationType: hasOrganizationType(user),
    isProvider: hasProviderProfile(user),
    hasPendingPaymentInfo: extra.paymentSettings?.pending === true,
  });
}
