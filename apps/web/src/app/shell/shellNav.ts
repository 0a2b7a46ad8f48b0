import { hasProviderProfile, type SessionContext } from '@vo/machines';
import { bottomNavItems, type BottomNavItem } from '@vo/ui';
import { leadsToScreen } from '../../routes/table';

type User = NonNullable<SessionContext['user']>;

export interface ShellViewer {
  readonly user: User | null;
  readonly activeRole: 'client' | 'provider' | null;
}

/** The active role the shell is drawn for: a user without a provider profile is always a client. */
export function shellRole(viewer: ShellViewer): 'anonymous' | 'client' | 'provider' {
  const { user } = viewer;
  if (user === null) return 'anonymous';
  return viewer.activeRole === 'provider' && hasProviderProfile(user) ? 'provider' : 'client';
}

/**
 * The items that lead somewhere: an address whose screen is not built yet (it comes with a later
 * issue) would be the 404 page, so its item is left out until it is. Home, the way back, falls back
 * to the marketplace's home page until the signed-in home exists. Actions and external links stay.
 */
export function leadingSomewhere<T extends { readonly id: string; readonly href?: string | undefined }>(
  items: readonly T[],
): T[] {
  return items.flatMap((item) => {
    if (item.href === undefined || /^https?:/.test(item.href) || leadsToScreen(item.href)) return [item];
    return item.id === 'home' ? [{ ...item, href: '/' }] : [];
  });
}

/** Whether the role selector shows: for users with both roles (spec section 2). */
export function hasBothRoles(user: User | null): boolean {
  return user !== null && hasProviderProfile(user) && user.roles.includes('client');
}

/**
 * The bottom navigation for a signed-in user: Messages counts pending events; Projects counts
 * unread booking plus project invitations for providers (the badges cap at 99+ in the component).
 */
export function shellBottomNavItems(viewer: ShellViewer, stats: SessionContext['stats']): BottomNavItem[] {
  const role = shellRole(viewer);
  if (role === 'anonymous' || viewer.user === null) return [];
  return leadingSomewhere(
    bottomNavItems({
      role,
      messagesCount: stats.pending_events ?? 0,
      projectsCount: (stats.unread_bookings_invitations ?? 0) + (stats.unread_projects_invitations ?? 0),
      userId: viewer.user.id,
    }),
  );
}

/** The nav item a route belongs to (for `current`), from the route's id in the table. */
export function currentNavItem(routeId: string | undefined): string | undefined {
  if (routeId === undefined) return undefined;
  const base = routeId.split('@')[0] ?? routeId;
  if (base === 'clientHome' || base === 'voiceActorDashboard' || base === 'home') return 'home';
  if (base.startsWith('search') || base === 'category') return 'search';
  if (base.startsWith('messages')) return 'messages';
  if (base.startsWith('dashboard') || base.startsWith('project')) return 'projects';
  if (base === 'favorites') return 'favorites';
  if (base.startsWith('plans')) return 'membership';
  if (base === 'client' || base === 'voiceActor.editable') return 'profile';
  return undefined;
}
