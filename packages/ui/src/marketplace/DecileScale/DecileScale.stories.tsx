import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DecileScale } from './DecileScale';

const meta = {
  title: 'Marketplace/DecileScale',
  component: DecileScale,
  tags: ['autodocs'],
  args: { metric: { name: 'profile_views', value: 1240, decile: 9, scale: 'Top' } },
} satisfies Meta<typeof DecileScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 9th decile of profile views: the top 20%. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Profile views' })).toHaveTextContent('1,240');
    const meter = canvas.getByRole('meter', { name: 'Profile views among comparable voice actors' });
    await expect(meter).toHaveAttribute('aria-valuenow', '9');
    await expect(meter).toHaveAttribute('aria-valuetext', 'Top 20% among comparable voice actors');
    await expect(canvas.getByText('Top 20%')).toBeVisible();
  },
};

/** The very top decile. */
export const TopTen: Story = {
  args: { metric: { name: 'sample_listens', value: 5830, decile: 10, scale: 'Top' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Top 10%')).toBeVisible();
  },
};

/** Shown from the bottom: a median response time in the 2nd decile. */
export const Bottom: Story = {
  args: { metric: { name: 'median_response_time_hours', value: 3.5, decile: 2, scale: 'Bottom' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Median response time' })).toHaveTextContent('3.5 h');
    await expect(canvas.getByText('Bottom 20%')).toBeVisible();
  },
};

/** Not enough data for a decile. */
export const NotEnoughData: Story = {
  args: { metric: { name: 'proposals_shortlisted', value: 1, decile: null, scale: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not enough data yet')).toBeVisible();
    await expect(canvas.queryByRole('meter')).toBeNull();
  },
};
