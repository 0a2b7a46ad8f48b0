import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { DrawerMenu } from './DrawerMenu';
import { drawerItems } from './drawerItems';

const labels = (options: Parameters<typeof drawerItems>[0]) => drawerItems(options).map((item) => item.label);

describe('drawerItems', () => {
  it('anonymous', () => {
    expect(labels({ role: 'anonymous' })).toEqual([
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
    expect(labels({ role: 'client' })).toEqual([
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

  it('provider without a client role', () => {
    expect(labels({ role: 'provider' })).toEqual([
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
  });

  it('provider who is already a client has no Join as a client', () => {
    expect(labels({ role: 'provider', hasClientRole: true })).not.toContain('Join as a client');
    expect(labels({ role: 'provider', hasClientRole: true })).toHaveLength(13);
  });

  it('a client who is already a voice actor has no Join as a voice actor', () => {
    expect(labels({ role: 'client', hasProviderProfile: true })).not.toContain('Join as a voice actor');
    expect(labels({ role: 'client', hasProviderProfile: true })).toHaveLength(9);
  });

  it('tester adds Experiments and feature requests', () => {
    expect(labels({ role: 'client', isTester: true })).toEqual([
      'Home',
      'Search',
      'Favorites',
      'Projects',
      'Profile',
      'Notification preferences',
      'Join as a voice actor',
      'Your account',
      'Experiments',
      'Feature requests',
      'Help',
      'Sign out',
    ]);
  });

  it('admin adds Experiments, the staff screens and Restore account; finance staff the finance page', () => {
    const provider = labels({ role: 'provider', isAdmin: true, hasClientRole: true });
    expect(provider.slice(-10)).toEqual([
      'Your account',
      'Experiments',
      'Feature requests',
      'Approval queue',
      'Held messages',
      'Top searches',
      'Tags',
      'Restore account',
      'Help',
      'Sign out',
    ]);
    expect(labels({ role: 'client', isAdmin: true })).toContain('Restore account');
    const finance = labels({ role: 'client', isAdmin: true, isFinance: true });
    expect(finance.slice(finance.indexOf('Tags'), -2)).toEqual(['Tags', 'Finance', 'Restore account']);
    expect(labels({ role: 'client', isTester: true, isFinance: true })).not.toContain('Finance');
  });

  it('routes by role and marks app actions', () => {
    const client = drawerItems({ role: 'client' });
    const provider = drawerItems({ role: 'provider' });
    expect(client.find((item) => item.id === 'projects')?.href).toBe('/dashboard/projects');
    expect(provider.find((item) => item.id === 'projects')?.href).toBe('/dashboard/invites');
    expect(client.find((item) => item.id === 'signOut')).toMatchObject({ action: true });
    expect(drawerItems({ role: 'anonymous' }).find((item) => item.id === 'logIn')).toMatchObject({
      action: true,
    });
  });
});

describe('DrawerMenu', () => {
  it('opens with focus inside, closes on Escape and returns focus', async () => {
    const onOpenChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <DrawerMenu items={drawerItems({ role: 'client' })} current="search" onOpenChange={onOpenChange} />
      </div>,
    );
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(page.getByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: true });
    await expect.element(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await expect.element(page.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await expect.element(page.getByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    await expect.element(toggle).toHaveFocus();
  });

  it('reports actions and closes', async () => {
    const onAction = vi.fn();
    await render(
      <div className={mainTheme}>
        <DrawerMenu items={drawerItems({ role: 'client' })} defaultOpen onAction={onAction} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Sign out' }));
    expect(onAction).toHaveBeenCalledWith({ id: 'signOut' });
    await expect.element(page.getByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes from the close button and is controllable', async () => {
    const onOpenChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <DrawerMenu
          items={drawerItems({ role: 'anonymous' })}
          open
          onOpenChange={onOpenChange}
          renderLink={(props) => <a {...props} data-router="" />}
        />
      </div>,
    );
    await expect.element(page.getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/post');
    await userEvent.click(page.getByRole('button', { name: 'Close menu' }));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect.element(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });
});
