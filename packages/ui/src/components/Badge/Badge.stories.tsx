import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Badge } from './Badge';
import { badgeTones } from './variants';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'select', options: badgeTones } },
  args: { count: 5 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5 unread')).toBeInTheDocument();
  },
};

export const Capped: Story = {
  args: { count: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByText('100 unread')).toBeInTheDocument();
  },
};

export const ZeroHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('0 unread')).toBeNull();
  },
};

export const ShowZero: Story = { args: { count: 0, showZero: true } };

export const Tones: Story = {
  render: (args) => (
    <Inline>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} label={`${tone} items`} />
      ))}
    </Inline>
  ),
};

export const PendingEvents: Story = { args: { count: 12, label: 'pending events', tone: 'accent' } };
