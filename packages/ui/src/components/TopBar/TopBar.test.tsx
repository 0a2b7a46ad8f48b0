import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { TopBar } from './TopBar';

describe('TopBar', () => {
  it('shows the title and no back button or role selector by default', async () => {
    await render(
      <div className={mainTheme}>
        <TopBar title="Projects" />
      </div>,
    );
    await expect.element(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('radio', { name: 'As client' })).not.toBeInTheDocument();
  });

  it('calls onBack from the back button', async () => {
    const onBack = vi.fn();
    await render(
      <div className={mainTheme}>
        <TopBar title="Project" onBack={onBack} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledWith({ source: 'button' });
  });

  it('lets a user with both roles switch role, by click and by arrow keys', async () => {
    const onRoleChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <TopBar title="Home" hasBothRoles onRoleChange={onRoleChange} />
      </div>,
    );
    await expect.element(page.getByRole('group', { name: 'Active role' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'As client' })).toBeChecked();
    await userEvent.click(page.getByText('As voice actor'));
    expect(onRoleChange).toHaveBeenLastCalledWith({ role: 'provider' });
    await expect.element(page.getByRole('radio', { name: 'As voice actor' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onRoleChange).toHaveBeenLastCalledWith({ role: 'client' });
    await expect.element(page.getByRole('radio', { name: 'As client' })).toBeChecked();
  });

  it('is controlled by role', async () => {
    const onRoleChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <TopBar title="Home" hasBothRoles role="provider" onRoleChange={onRoleChange} />
      </div>,
    );
    await expect.element(page.getByRole('radio', { name: 'As voice actor' })).toBeChecked();
    await userEvent.click(page.getByText('As client'));
    expect(onRoleChange).toHaveBeenCalledWith({ role: 'client' });
    await expect.element(page.getByRole('radio', { name: 'As voice actor' })).toBeChecked();
  });
});
