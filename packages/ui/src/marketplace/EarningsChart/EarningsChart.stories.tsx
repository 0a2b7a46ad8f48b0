import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EarningsChart } from './EarningsChart';
import { twelveMonths } from './exampleEarnings';

const meta = {
  title: 'Marketplace/EarningsChart',
  component: EarningsChart,
  tags: ['autodocs'],
  args: { months: twelveMonths, description: 'Net of the platform fee, last 12 months' },
} satisfies Meta<typeof EarningsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months; the drawing has a summary and the months are in a table for screen readers. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Monthly earnings' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/the most in Apr 2026 with \$1,640/);
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
  },
};

/** Reading the bars by keyboard: Tab in, arrows move, the tooltip follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('img')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Aug 2026: $300, 1 booking');
  },
};

/** A new voice actor with two months. */
export const FewMonths: Story = {
  args: { months: twelveMonths.slice(-2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      'Bar chart of monthly earnings from Sep 2026 to Oct 2026: $1,000 in all, the most in Oct 2026 with $600.',
    );
  },
};

/** Months without earnings draw an empty axis. */
export const AllZero: Story = {
  args: { months: twelveMonths.map((month) => ({ ...month, earnings: 0, bookings_count: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/\$0 in all/);
  },
};

/** No data yet. */
export const Empty: Story = {
  args: { months: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No earnings in the last 12 months yet.')).toBeVisible();
  },
};
