import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Menu, type MenuItem } from './Menu';

const items: MenuItem[] = [
  { id: 'profile', label: 'Profile', icon: 'user' },
  { id: 'settings', label: 'Settings', icon: 'settings' },
  { id: 'help', label: 'Help', icon: 'help', disabled: true },
  { id: 'sign-out', label: 'Sign out', icon: 'logout', tone: 'danger' },
];

const renderMenu = async (props: Partial<Parameters<typeof Menu>[0]> = {}) =>
  render(
    <div className={mainTheme}>
      <Menu label="Account" items={items} {...props} />
      <button type="button">Elsewhere</button>
    </div>,
  );

const trigger = () => page.getByRole('button', { name: 'Account' });
const item = (name: string) => page.getByRole('menuitem', { name });

describe('Menu', () => {
  it('is a menu button that opens a menu of items on click, with focus on the first', async () => {
    await renderMenu();
    await expect.element(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger());
    await expect.element(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('menu', { name: 'Account' })).toBeVisible();
    expect(page.getByRole('menuitem').elements()).toHaveLength(4);
    await expect.element(item('Profile')).toHaveFocus();
  });

  it('moves with the arrows, Home, End and type-ahead, wrapping around', async () => {
    await renderMenu();
    trigger().element().focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Sign out')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Profile')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(item('Sign out')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(item('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Sign out')).toHaveFocus();
    await userEvent.keyboard('s');
    await expect.element(item('Settings')).toHaveFocus();
    await userEvent.keyboard('s');
    await expect.element(item('Sign out')).toHaveFocus();
  });

  it('chooses with Enter or Space, tells the item and the menu, closes and returns focus', async () => {
    const onSelect = vi.fn();
    const onProfile = vi.fn();
    await render(
      <Menu
        label="Account"
        items={items.map((entry) => (entry.id === 'profile' ? { ...entry, onSelect: onProfile } : entry))}
        onSelect={onSelect}
      />,
    );
    trigger().element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(onProfile).toHaveBeenCalledWith({ id: 'profile' });
    expect(onSelect).toHaveBeenCalledWith({ id: 'profile' });
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(item('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    expect(onSelect).toHaveBeenLastCalledWith({ id: 'settings' });
  });

  it('does not choose a disabled item', async () => {
    const onSelect = vi.fn();
    await renderMenu({ onSelect });
    await userEvent.click(trigger());
    await expect.element(item('Help')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(item('Help')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await expect.element(page.getByRole('menu')).toBeVisible();
  });

  it('closes on Escape with focus back on the button, and on a click outside', async () => {
    const onOpenChange = vi.fn();
    await renderMenu({ onOpenChange });
    await userEvent.click(trigger());
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await userEvent.click(trigger());
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('can show only an icon, keeping the label as the accessible name', async () => {
    await renderMenu({ label: 'More', icon: 'more', hideLabel: true });
    await expect.element(page.getByRole('button', { name: 'More' })).toBeVisible();
    await expect.element(page.getByText('More')).not.toBeInTheDocument();
  });
});
