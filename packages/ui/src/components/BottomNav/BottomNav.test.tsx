import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { BottomNav, bottomNavItems } from './BottomNav';

describe('bottomNavItems', () => {
  it('gives a client Favorites and client routes', () => {
    const items = bottomNavItems({ role: 'client', messagesCount: 3, userId: 7 });
    expect(items.map((item) => item.label)).toEqual([
      'Home',
      'Search',
      'Messages',
      'Projects',
      'Profile',
      'Favorites',
    ]);
    expect(items.find((item) => item.id === 'home')?.href).toBe('/dashboard/home');
    expect(items.find((item) => item.id === 'projects')?.href).toBe('/dashboard/projects');
    expect(items.find((item) => item.id === 'favorites')?.href).toBe('/favorites/7');
    expect(items.find((item) => item.id === 'messages')?.badge).toBe(3);
  });

  it('gives a provider Membership, provider routes and a projects count', () => {
    const items = bottomNavItems({ role: 'provider', projectsCount: 4 });
    expect(items.map((item) => item.label)).toEqual([
      'Home',
      'Search',
      'Messages',
      'Projects',
      'Profile',
      'Membership',
    ]);
    expect(items.find((item) => item.id === 'home')?.href).toBe('/voice-actor/dashboard');
    expect(items.find((item) => item.id === 'projects')?.href).toBe('/dashboard/invites');
    expect(items.find((item) => item.id === 'projects')?.badge).toBe(4);
  });
});

describe('BottomNav', () => {
  it('links the visible items, marks the current page and caps badges', async () => {
    await render(
      <div className={mainTheme}>
        <BottomNav
          items={bottomNavItems({ role: 'client', messagesCount: 250 })}
          current="search"
          maxVisible={6}
        />
      </div>,
    );
    await expect.element(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect
      .element(page.getByRole('link', { name: /^Messages \(99\+ new\)$/ }))
      .toHaveAttribute('href', '/messages');
    await expect.element(page.getByText('99+', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('keeps every link inside its slot, the last one inside the bar', async () => {
    await render(
      <div className={mainTheme} style={{ width: '360px' }}>
        <BottomNav items={bottomNavItems({ role: 'client' }).slice(0, 5)} />
      </div>,
    );
    const bar = page.getByRole('navigation', { name: 'Main' }).element().getBoundingClientRect();
    const last = page.getByRole('link', { name: 'Profile' }).element().getBoundingClientRect();
    expect(last.right).toBeLessThanOrEqual(bar.right);
  });

  it('puts overflow items in a More menu, reachable by keyboard', async () => {
    const onMoreOpenChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <BottomNav
          items={bottomNavItems({ role: 'provider' })}
          current="membership"
          onMoreOpenChange={onMoreOpenChange}
        />
      </div>,
    );
    await expect.element(page.getByRole('link', { name: 'Projects' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    const more = page.getByRole('button', { name: 'More' });
    await expect.element(more).toHaveAttribute('aria-expanded', 'false');
    (more.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(onMoreOpenChange).toHaveBeenCalledWith({ open: true });
    await expect.element(page.getByRole('menu', { name: 'More' })).toBeVisible();
    await expect.element(page.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Membership' })).toHaveFocus();
    await expect
      .element(page.getByRole('menuitem', { name: 'Membership' }))
      .toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(more).toHaveFocus();
    expect(onMoreOpenChange).toHaveBeenLastCalledWith({ open: false });
  });

  it('closes the More menu on an outside click', async () => {
    await render(
      <div className={mainTheme}>
        <p>Outside</p>
        <BottomNav items={bottomNavItems({ role: 'client' })} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'More' }));
    await expect.element(page.getByRole('menuitem', { name: 'Favorites' })).toBeVisible();
    await userEvent.click(page.getByText('Outside'));
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('renders links through renderLink', async () => {
    await render(
      <div className={mainTheme}>
        <BottomNav
          items={bottomNavItems({ role: 'client' })}
          renderLink={({ href, ...props }) => <a {...props} href={`#router${href}`} data-router="yes" />}
        />
      </div>,
    );
    await expect
      .element(page.getByRole('link', { name: 'Search' }))
      .toHaveAttribute('href', '#router/search');
  });
});
