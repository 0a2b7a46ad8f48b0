import type { DiscoveryFlag, DiscoveryFlags, User } from '@vo/sdk';
import { hasProviderProfile, type ActiveRole } from './roles';

export type { DiscoveryFlag, DiscoveryFlags };

/** Tip delay (spec section 9): the messaging-booking and booking-link tips show after 1.2 s. */
export const TIP_DELAY_MS = 1200;

/** The hints that wait for the tip delay before they show (spec section 4). */
export const DELAYED_HINTS: readonly DiscoveryFlag[] = ['messaging_booking', 'messaging_booking_link'];

/** How long a hint waits before it shows, in milliseconds. */
export const hintDelay = (flag: DiscoveryFlag): number => (DELAYED_HINTS.includes(flag) ? TIP_DELAY_MS : 0);

/** SEO tip cutoff (spec section 9): only voice actors whose account was created before this day. */
export const SEO_TIP_CUTOFF = '2020-06-04';

/**
 * The navbar tour, one step per bottom navigation item in the bar's order (spec section 2): Membership
 * is an item for providers only, Favorites for clients only.
 */
export const NAVBAR_TOUR_STEPS = [
  'navbar_tour_home',
  'navbar_tour_search',
  'navbar_tour_messages',
  'navbar_tour_projects',
  'navbar_tour_profile',
  'navbar_tour_membership',
  'navbar_tour_favorites',
  'navbar_tour_more',
] as const satisfies readonly DiscoveryFlag[];

export type NavbarTourStep = (typeof NAVBAR_TOUR_STEPS)[number];

const isTourStep = (flag: DiscoveryFlag): flag is NavbarTourStep =>
  NAVBAR_TOUR_STEPS.some((step) => step === flag);

/** The tour's steps for a role; without a role, every item's step. */
export function navbarTourSteps(role?: ActiveRole): readonly NavbarTourStep[] {
  if (role === undefined) return NAVBAR_TOUR_STEPS;
  const skipped: NavbarTourStep = role === 'provider' ? 'navbar_tour_favorites' : 'navbar_tour_membership';
  return NAVBAR_TOUR_STEPS.filter((step) => step !== skipped);
}

/**
 * The navbar tour step to show next: the first step whose flag is not set, or null once the tour is
 * finished (navbar_tour_finished set) or every step was seen.
 */
export function nextNavbarTourStep(
  flags: DiscoveryFlags | undefined,
  role?: ActiveRole,
): NavbarTourStep | null {
  if (flags?.navbar_tour_finished !== undefined) return null;
  return navbarTourSteps(role).find((step) => flags?.[step] === undefined) ?? null;
}

/**
 * The flags to set when a hint is closed (closing sets its flag), at the given time. Closing the
 * tour's last step also sets navbar_tour_finished (spec section 4: set at the end of the tour).
 */
export function closeHint(
  flags: DiscoveryFlags | undefined,
  flag: DiscoveryFlag,
  at: string,
  role?: ActiveRole,
): DiscoveryFlags {
  const patch: DiscoveryFlags = { [flag]: at };
  if (isTourStep(flag) && nextNavbarTourStep({ ...flags, ...patch }, role) === null) {
    patch.navbar_tour_finished = at;
  }
  return patch;
}

/** The pages whose hints depend on where they show (spec section 4). */
export type HintPage = 'search' | 'invite' | 'questions' | 'proposals' | 'specs' | 'other';

/** Where a hint would show: the page, whether search orbs are on, the active role (for the tour). */
export interface HintPlace {
  readonly page?: HintPage;
  readonly orbsEnabled?: boolean;
  readonly role?: ActiveRole;
}

const REVIEWS_TIP_PAGES: readonly HintPage[] = ['invite', 'questions', 'proposals', 'specs'];

/**
 * Whether a guided hint shows (spec section 4): each shows until its flag is set, and only where and
 * to whom it belongs.
 */
export function shouldShowHint(
  flag: DiscoveryFlag,
  user: Pick<User, 'id' | 'roles' | 'provider_id' | 'created_at' | 'discovery_flags'>,
  place: HintPlace = {},
): boolean {
  const flags = user.discovery_flags;
  if (flags?.[flag] !== undefined) return false;
  if (isTourStep(flag)) return nextNavbarTourStep(flags, place.role) === flag;
  const page = place.page ?? 'other';
  switch (flag) {
    case 'navbar_tour_finished':
      return false;
    case 'search':
      return page !== 'search' && place.orbsEnabled === true;
    case 'seo':
      return (
        hasProviderProfile(user) && Date.parse(user.created_at) < Date.parse(`${SEO_TIP_CUTOFF}T00:00:00Z`)
      );
    case 'reviews':
      return REVIEWS_TIP_PAGES.includes(page);
    case 'decline':
      return page === 'specs';
    case 'messaging_booking':
    case 'messaging_booking_link':
    case 'tagging_tour':
    case 'missing_review_samples':
    case 'va_dashboard_v2_activity':
    case 'va_dashboard_v2_earnings':
      return true;
  }
}
