import type { IconName } from '../Icon';

/** Who the drawer is drawn for. */
export const drawerRoles = ['anonymous', 'client', 'provider'] as const;
export type DrawerRole = (typeof drawerRoles)[number];

/** One drawer entry: a link (`href`) or an action the app performs (`action`). */
export interface DrawerItem {
  /** Identifies the item; `current` and `onAction` use it. */
  id: string;
  /** The visible name. */
  label: string;
  /** The icon beside the label. */
  icon: IconName;
  /** Where the link goes; absent for actions. @default undefined */
  href?: string;
  /** True when the app handles it (sign in, sign out, restore account) rather than a route. @default undefined */
  action?: true;
}

const item = (id: string, label: string, icon: IconName, href?: string): DrawerItem =>
  href === undefined ? { id, label, icon, action: true } : { id, label, icon, href };

/**
 * The drawer's items per role, in the spec's order (section 2, Drawer menus). Admin and tester add
 * Experiments; admin adds Restore account. The staff's own screens follow Experiments, each for the
 * staff allowed to open it (section 6): feature requests (testers and admins), the approval queue,
 * held messages, top searches and tags (admins), the finance page (admins with the finance role).
 * All come before Help.
 */
export function drawerItems({
  role,
  isAdmin = false,
  isTester = false,
  isFinance = false,
  hasClientRole = false,
  hasProviderProfile = false,
}: {
  role: DrawerRole;
  isAdmin?: boolean;
  isTester?: boolean;
  /** An admin with the finance role (spec section 5): the finance page. */
  isFinance?: boolean;
  hasClientRole?: boolean;
  /** A voice actor acting as client is not offered to join as one. */
  hasProviderProfile?: boolean;
}): DrawerItem[] {
  if (role === 'anonymous') {
    return [
      item('signUp', 'Sign up', 'user'),
      item('logIn', 'Log in', 'user'),
      item('home', 'Home', 'home', '/'),
      item('search', 'Search', 'search', '/search'),
      item('postProject', 'Post a project', 'plus', '/post'),
      item('membership', 'Membership', 'membership', '/plans'),
      item('help', 'Help', 'help', '/help'),
    ];
  }
  const provider = role === 'provider';
  const items: DrawerItem[] = [
    item('home', 'Home', 'home', provider ? '/voice-actor/dashboard' : '/dashboard/home'),
    item('search', 'Search', 'search', '/search'),
    item('favorites', 'Favorites', 'heart', '/favorites'),
    item('projects', 'Projects', 'folder', provider ? '/dashboard/invites' : '/dashboard/projects'),
    item('profile', 'Profile', 'user', '/profile'),
  ];
  if (provider) items.push(item('membership', 'Membership', 'membership', '/plans'));
  items.push(
    item('notificationPreferences', 'Notification preferences', 'settings', '/notification-preferences'),
  );
  if (provider) {
    items.push(
      item('paymentPreferences', 'Payment preferences', 'settings', '/payment-preferences'),
      item('bookingSettings', 'Booking settings', 'settings', '/booking-settings'),
      item('invitationSettings', 'Invitation settings', 'settings', '/invitation-preferences/'),
    );
    if (!hasClientRole) items.push(item('joinAsClient', 'Join as a client', 'plus', '/onboarding/client'));
  } else if (!hasProviderProfile) {
    // As "Join as a client (if not already a client)": a voice actor acting as client is one already.
    items.push(item('joinAsProvider', 'Join as a voice actor', 'plus', '/onboarding/voice_actor'));
  }
  items.push(item('account', 'Your account', 'settings', '/account'));
  if (isAdmin || isTester) {
    items.push(
      item('experiments', 'Experiments', 'flag', '/experiments'),
      item('featureRequests', 'Feature requests', 'plus', '/feature-requests'),
    );
  }
  if (isAdmin) {
    items.push(
      item('approvalQueue', 'Approval queue', 'check', '/admin/projects'),
      item('heldMessages', 'Held messages', 'message', '/admin/messages'),
      item('topSearches', 'Top searches', 'search', '/top-searches'),
      item('tags', 'Tags', 'tag', '/admin/tags'),
    );
    if (isFinance) items.push(item('finance', 'Finance', 'card', '/finance'));
    items.push(item('restoreAccount', 'Restore account', 'user'));
  }
  items.push(item('help', 'Help', 'help', '/help'), item('signOut', 'Sign out', 'logout'));
  return items;
}
