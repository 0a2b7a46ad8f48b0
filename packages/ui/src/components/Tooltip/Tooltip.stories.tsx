import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Icon } from '../Icon';
import { Tooltip, tooltipPlacements } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Add to favorites',
    placement: 'top',
    delay: 300,
    onOpenChange: fn(),
    children: (
      <button type="button" aria-label="Favorite">
        <Icon name="heart" />
      </button>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  render: (args) => (
    <p>
      Voice actor Alex Morgan <Tooltip {...args} />
    </p>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Favorite' });
    await expect(trigger).toHaveAccessibleDescription('Add to favorites');
    await userEvent.hover(trigger);
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenCalledWith({ open: true });
    await userEvent.unhover(trigger);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Keyboard users get it on focus; Escape hides it without moving focus. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Favorite' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Favorite' })).toHaveFocus();
  },
};

/** Below its trigger. */
export const Bottom: Story = {
  args: { placement: 'bottom', defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
  },
};

/** Longer text wraps within a readable width. */
export const LongText: Story = {
  args: {
    defaultOpen: true,
    placement: 'bottom',
    content: 'Saved voice actors appear on your Favorites page, where you can invite them to a project.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tooltip')).toBeVisible();
  },
};
