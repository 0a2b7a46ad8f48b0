import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PendingInfoDot, pendingInfoKinds } from './PendingInfoDot';

const meta = {
  title: 'Components/PendingInfoDot',
  component: PendingInfoDot,
  tags: ['autodocs'],
  args: { kind: 'basic' },
  argTypes: { kind: { control: 'inline-radio', options: pendingInfoKinds } },
} satisfies Meta<typeof PendingInfoDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const BasicInfo: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'basic info missing' })).toBeVisible();
  },
};

export const BusinessInfo: Story = { args: { kind: 'business' } };

export const PaymentInfo: Story = { args: { kind: 'payment' } };

export const BesideAMenuItem: Story = {
  render: (args) => (
    <a href="/account">
      Your account <PendingInfoDot {...args} />
    </a>
  ),
};
