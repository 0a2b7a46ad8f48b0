import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DrawerMenu } from './DrawerMenu';
import { drawerItems } from './drawerItems';

const meta = {
  title: 'Components/DrawerMenu',
  component: DrawerMenu,
  tags: ['autodocs'],
  args: { items: drawerItems({ role: 'client' }), onAction: fn(), onOpenChange: fn() },
} satisfies Meta<typeof DrawerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const Anonymous: Story = {
  args: { items: drawerItems({ role: 'anonymous' }), defaultOpen: true },
};

export const Client: Story = {
  args: { items: drawerItems({ role: 'client' }), defaultOpen: true, current: 'home' },
};

export const Provider: Story = {
  args: { items: drawerItems({ role: 'provider' }), defaultOpen: true, current: 'projects' },
};

export const Admin: Story = {
  args: { items: drawerItems({ role: 'provider', isAdmin: true, hasClientRole: true }), defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore account' }));
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'restoreAccount' });
  },
};

export const Tester: Story = {
  args: { items: drawerItems({ role: 'client', isTester: true }), defaultOpen: true },
};

export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
