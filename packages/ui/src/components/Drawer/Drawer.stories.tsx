import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Drawer, drawerSides, type DrawerProps } from './Drawer';

/** A button that opens the drawer, so that focus has somewhere to return. */
function WithOpener({ onOpenChange, ...args }: DrawerProps) {
  const [open, setOpen] = useState(false);
  const change = (next: { open: boolean }) => {
    setOpen(next.open);
    onOpenChange?.(next);
  };
  return (
    <>
      <button
        type="button"
        onClick={() => {
          change({ open: true });
        }}
      >
        Open menu
      </button>
      <Drawer {...args} open={open} onOpenChange={change} />
    </>
  );
}

const menu = (
  <nav aria-label="Account">
    <ul>
      {['Home', 'Search', 'Favorites', 'Projects', 'Profile', 'Help', 'Sign out'].map((item) => (
        <li key={item}>
          <a href={`#${item.toLowerCase().replace(' ', '-')}`}>{item}</a>
        </li>
      ))}
    </ul>
  </nav>
);

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  args: { title: 'Menu', side: 'left', closeLabel: 'Close', children: menu, onOpenChange: fn() },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The portal lives in document.body, outside the story's canvas. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen(canvasElement).findByRole('dialog', { name: 'Menu' }));
    await expect(drawer.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(drawer.getByRole('link', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith({ open: false });
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  },
};

/** Slides from the left edge (the shell's drawer menu). */
export const Left: Story = {
  args: { side: 'left' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen(canvasElement).findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveAttribute('data-side', 'left');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
  },
};

/** Slides from the right edge (filters, details). */
export const Right: Story = {
  args: { side: 'right', title: 'Filters', children: <p>Language, gender, age range.</p> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen(canvasElement).findByRole('dialog', { name: 'Filters' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await userEvent.keyboard('{Escape}');
  },
};
