import { describe, expect, it } from 'vitest';
import { users } from '../../testing/users';
import { siteFor } from '../../lib/brand';
import { currentNavItem, hasBothRoles, shellBottomNavItems, shellDrawerItems, shellRole } from './shellNav';

const site = siteFor('localhost');
const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('drawer items of spec section 2', () => {
  it('anonymous', () => {
    expect(labels(shellDrawerItems({ user: null, activeRole: null }, site))).toEqual([
      'Sign up',
      'Log in',
      'Home',
      'Search',
      'Post a project',
      'Membership',
      'Help',
    ]);
  });

  it('client', () => {
    expect(labels(shellDrawerItems({ user: users.client, activeRole: 'client' }, site))).toEqual([
      'Home',
      'Search',
      'Favorites',
      'Projects',
      'Profile',
      'Notification preferences',
      'Join as a voice actor',
      'Your account',
      'Help',
      'Sign out',
    ]);
  });

  it('provider (Join as a client only when not already a client)', () => {
    const provider = labels(shellDrawerItems({ user: users.provider, activeRole: 'provider' }, site));
    expect(provider).toEqual([
      'Home',
      'Search',
      'Favorites',
      'Projects',
      'Profile',
      'Membership',
      'Notification preferences',
      'Payment preferences',
      'Booking settings',
      'Invitation settings',
      'Join as a client',
      'Your account',
      'Help',
      'Sign out',
    ]);
    expect(labels(shellDrawerItems({ user: users.both, activeRole: 'provider' }, site))).not.toContain(
      'Join as a client',
    );
  });

  it('a voice actor acting as client is not offered to join as a voice actor', () => {
    const asClient = labels(shellDrawerItems({ user: users.both, activeRole: 'client' }, site));
    expect(asClient).not.toContain('Join as a voice actor');
    expect(asClient).toContain('Notification preferences');
  });

  it('admin adds Experiments and Restore account; tester adds Experiments', () => {
    const admin = labels(shellDrawerItems({ user: users.admin, activeRole: 'client' }, site));
    expect(admin.slice(-6)).toEqual([
      'Your account',
      'Experiments',
      'Approval queue',
      'Restore account',
      'Help',
      'Sign out',
    ]);
    const tester = labels(shellDrawerItems({ user: users.tester, activeRole: 'client' }, site));
    expect(tester).toContain('Experiments');
    expect(tester).not.toContain('Restore account');
  });

  it("links Favorites to the user's favorites and Help to the brand's help centre", () => {
    const items = shellDrawerItems({ user: users.client, activeRole: 'client' }, siteFor('second.localhost'));
    expect(items.find((i) => i.id === 'favorites')?.href).toBe('/favorites/5530');
    expect(items.find((i) => i.id === 'help')?.href).toBe('https://help.castvoices.example');
  });

  it('a user without a provider profile is shown as a client even if provider was chosen', () => {
    expect(shellRole({ user: users.providerWithoutProfile, activeRole: 'provider' })).toBe('client');
    expect(shellRole({ user: users.both, activeRole: 'provider' })).toBe('provider');
  });

  it('the role selector is for users with both roles', () => {
    expect(hasBothRoles(users.both)).toBe(true);
    expect(hasBothRoles(users.client)).toBe(false);
    expect(hasBothRoles(users.provider)).toBe(false);
  });
});

describe('bottom navigation', () => {
  const stats = { pending_events: 120, unread_bookings_invitations: 3, unread_projects_invitations: 4 };

  it('Messages counts pending events; Projects counts unread booking and project invitations for providers', () => {
    const items = shellBottomNavItems({ user: users.both, activeRole: 'provider' }, stats);
    expect(items.map((i) => [i.label, i.href, i.badge ?? 0])).toEqual([
      ['Home', '/voice-actor/dashboard', 0],
      ['Search', '/search', 0],
      ['Messages', '/messages', 120],
      ['Projects', '/dashboard/invites', 7],
      ['Profile', '/profile', 0],
      ['Membership', '/plans', 0],
    ]);
  });

  it('a client: Home is client home, Projects the active projects without a badge, Favorites', () => {
    const items = shellBottomNavItems({ user: users.client, activeRole: 'client' }, stats);
    expect(items.map((i) => [i.label, i.href, i.badge ?? 0])).toEqual([
      ['Home', '/dashboard/home', 0],
      ['Search', '/search', 0],
      ['Messages', '/messages', 120],
      ['Projects', '/dashboard/projects', 0],
      ['Profile', '/profile', 0],
      ['Favorites', '/favorites/5530', 0],
    ]);
  });

  it('none for anonymous visitors', () => {
    expect(shellBottomNavItems({ user: null, activeRole: null }, stats)).toEqual([]);
  });

  it('marks the item of the current route, aliases included', () => {
    expect(currentNavItem('dashboard.invites@auditions')).toBe('projects');
    expect(currentNavItem('voiceActorDashboard')).toBe('home');
    expect(currentNavItem('messages.channel')).toBe('messages');
    expect(currentNavItem('errorTesting')).toBeUndefined();
  });
});
