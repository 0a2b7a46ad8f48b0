import type { PaymentSettings, User } from '@vo/sdk';
import { hasProviderProfile, type ActiveRole } from '@vo/machines';

/**
 * Who looks at the page, as the hints see it. Everything but `user` and `activeRole` is data the
 * User object does not carry and the caller loads or knows.
 */
export interface HintViewer {
  /** The signed-in user (the one acted as while an admin impersonates); null for anonymous visitors. */
  readonly user: User | null;
  /** The role the user acts in; null for anonymous visitors. */
  readonly activeRole: ActiveRole | null;
  /**
   * An admin acts as this user. Hints show as they would to the user; dismissals are sent as usual
   * and the session machine decides what is saved (spec section 6: UI preferences are not).
   */
  readonly impersonating: boolean;
  /** Search orbs are on (the search tip shows only then). Not in User. @default false */
  readonly orbsEnabled?: boolean;
  /**
   * The voice actor's payout settings (GET /payment_settings/{provider_id}): the method (ach and
   * wire are retired and flagged pending) and whether the payout information is pending. Not in
   * User; without it no payment-update banner shows. @default undefined
   */
  readonly paymentSettings?: Pick<PaymentSettings, 'method' | 'pending'> | null;
}

/** The anonymous visitor. */
export const anonymousViewer: HintViewer = { user: null, activeRole: null, impersonating: false };

export const isSignedIn = (viewer: HintViewer): viewer is HintViewer & { readonly user: User } =>
  viewer.user !== null;

/** A voice actor (provider role and a provider id, spec section 6) acting as one. */
export const actsAsProvider = (viewer: HintViewer): boolean =>
  viewer.user !== null && viewer.activeRole === 'provider' && hasProviderProfile(viewer.user);

/** A client acting as one. */
export const actsAsClient = (viewer: HintViewer): boolean =>
  viewer.user !== null && viewer.activeRole === 'client' && viewer.user.roles.includes('client');

/** The account was created before `day` (an ISO instant), by the server's created_at. */
export const createdBefore = (user: Pick<User, 'created_at'>, instant: string): boolean =>
  Date.parse(user.created_at) < Date.parse(instant);

/** Membership product names contain standard-1 for the Standard plan (spec section 3). */
export const onStandardPlan = (user: Pick<User, 'membership_product_name'>): boolean =>
  user.membership_product_name?.includes('standard-1') === true;

/** The retired payout methods still in use (spec section 3: ach or wire flagged as pending). */
export const RETIRED_PAYOUT_METHODS = ['ach', 'wire'] as const satisfies readonly PaymentSettings['method'][];

export const hasPendingAchOrWire = (viewer: HintViewer): boolean => {
  const method = viewer.paymentSettings?.method;
  return RETIRED_PAYOUT_METHODS.some((retired) => retired === method);
};

/** The user's address is in the United States. */
export const livesInUs = (user: Pick<User, 'address'>): boolean => user.address?.country === 'US';
