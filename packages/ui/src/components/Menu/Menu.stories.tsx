import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu, menuAligns, type MenuItem } from './Menu';

const accountItems: MenuItem[] = [
  { id: 'profile', label: 'Profile', icon: 'user' },
  { id: 'settings', label: 'Notification preferences', icon: 'settings' },
  { id: 'help', label: 'Help', icon: 'help' },
  { id: 'sign-out', label: 'Sign out', icon: 'logout', tone: 'danger' },
];

const meta = {
  title: 'Components/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: {
    label: 'Account',
    items: accountItems,
    align: 'start',
    hideLabel: false,
    onSelect: fn(),
    onOpenChange: fn(),
  },
  argTypes: { align: { control: 'inline-radio', options: menuAligns } },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Account' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith({ id: 'help' });
    await expect(button).toHaveFocus();
  },
};

/** Arrows, Home, End, type-ahead and Escape. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Account' });
    button.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('n');
    await expect(canvas.getByRole('menuitem', { name: 'Notification preferences' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** The bottom bar's More menu: an icon-only button whose label is its accessible name. */
export const IconOnly: Story = {
  args: {
    label: 'More',
    icon: 'more',
    hideLabel: true,
    items: [
      { id: 'favorites', label: 'Favorites', icon: 'heart' },
      { id: 'membership', label: 'Membership', icon: 'membership' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getByRole('menu', { name: 'More' })).toBeVisible();
  },
};

/** A disabled item is announced and reachable but cannot be chosen. */
export const DisabledItem: Story = {
  args: {
    items: accountItems.map((item) => (item.id === 'help' ? { ...item, disabled: true } : item)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'Help' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Lined up with the button's end edge, for buttons at the right of a bar. */
export const AlignEnd: Story = {
  args: { align: 'end' },
  render: (args) => (
    <div>
      Signed in as Alex Morgan, voice actor <Menu {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
  },
};
