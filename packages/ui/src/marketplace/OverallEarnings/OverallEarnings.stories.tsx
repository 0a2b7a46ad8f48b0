import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OverallEarnings } from './OverallEarnings';

const meta = {
  title: 'Marketplace/OverallEarnings',
  component: OverallEarnings,
  tags: ['autodocs'],
  args: {
    stats: {
      currency: 'USD',
      total_earnings: 12400,
      pending_earnings: 450,
      bookings_completed: 41,
      clients_count: 27,
      average_booking_value: 302.44,
    },
  },
} satisfies Meta<typeof OverallEarnings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every total. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Overall earnings' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Total earnings' })).toHaveTextContent('$12,400');
    await expect(canvas.getByRole('group', { name: 'Pending earnings' })).toHaveTextContent('$450');
    await expect(canvas.getByRole('group', { name: 'Average booking value' })).toHaveTextContent('$302.44');
  },
};

/** A voice actor without bookings yet. */
export const NoBookings: Story = {
  args: {
    stats: { currency: 'USD', total_earnings: 0, bookings_completed: 0, average_booking_value: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Average booking value' })).toHaveTextContent(
      'No bookings yet',
    );
    await expect(canvas.queryByRole('group', { name: 'Pending earnings' })).toBeNull();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { stats: undefined, loading: true },
  play: async ({ canvasElement }) => {
    for (const card of within(canvasElement).getAllByRole('group'))
      await expect(card).toHaveAttribute('aria-busy', 'true');
  },
};
