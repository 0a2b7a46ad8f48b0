import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BottomNav, bottomNavItems } from './BottomNav';

const meta = {
  title: 'Components/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  // It is the bottom edge of a phone's page: drawn on the full-screen canvas, not a padded one (.storybook/preview.tsx).
  parameters: { canvas: 'full' },
  args: { items: bottomNavItems({ role: 'client', messagesCount: 3 }), current: 'home' },
  argTypes: { maxVisible: { control: { type: 'number', min: 2, max: 7 } } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const Client: Story = {
  args: { items: bottomNavItems({ role: 'client', messagesCount: 2 }), current: 'projects' },
};

export const Provider: Story = {
  args: { items: bottomNavItems({ role: 'provider', messagesCount: 1, projectsCount: 12 }), current: 'home' },
};

export const CappedBadges: Story = {
  args: {
    items: bottomNavItems({ role: 'provider', messagesCount: 120, projectsCount: 100 }),
    maxVisible: 6,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^Messages \(99\+ new\)$/ })).toBeVisible();
  },
};

export const AllVisible: Story = {
  args: { maxVisible: 6 },
};

export const MoreMenu: Story = {
  args: { current: 'favorites' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = canvas.getByRole('button', { name: 'More' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Favorites' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveFocus();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  },
};
