import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Marketplace/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Total earnings', value: '$12,400', description: 'Since you joined' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Total earnings' });
    await expect(card).toHaveTextContent('$12,400');
    await expect(card).toHaveTextContent('Since you joined');
  },
};

/** Up on the month before: good news in green with an arrow, not colour alone. */
export const TrendUp: Story = {
  args: {
    label: 'Profile views',
    value: '146',
    trend: { direction: 'up', text: '+14% on last month' },
    icon: 'user',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+14% on last month')).toHaveAttribute('data-tone', 'good');
  },
};

/** Down, which is bad news here. */
export const TrendDown: Story = {
  args: { label: 'Proposals sent', value: '18', trend: { direction: 'down', text: '−5 on last month' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('−5 on last month')).toHaveAttribute('data-tone', 'bad');
  },
};

/** Down, which is good news for a response time. */
export const TrendDownIsGood: Story = {
  args: {
    label: 'Median response time',
    value: '3.5 h',
    trend: { direction: 'down', text: '−1 h on the 6 months before', good: true },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('−1 h on the 6 months before')).toHaveAttribute(
      'data-tone',
      'good',
    );
  },
};

/** No change. */
export const TrendFlat: Story = {
  args: { label: 'Favorites', value: '27', trend: { direction: 'flat', text: 'Same as last month' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Same as last month')).toHaveAttribute(
      'data-tone',
      'neutral',
    );
  },
};

/** Loading: a placeholder, and the card marked busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Total earnings' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toHaveTextContent('$12,400');
  },
};
