import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GettingStartedBadge } from './GettingStartedBadge';

const meta = {
  title: 'Components/GettingStartedBadge',
  component: GettingStartedBadge,
  tags: ['autodocs'],
  args: { completed: 0, hasCountry: false, hasOrganizationType: false },
  argTypes: { completed: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof GettingStartedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const OneCompleted: Story = {
  args: { completed: 1, hasCountry: true, hasOrganizationType: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Getting started')).toBeVisible();
  },
};

export const Hidden: Story = {
  args: { completed: 2 },
  render: (args) => (
    <p>
      Nothing below once two actions are done: <GettingStartedBadge {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Getting started')).toBeNull();
  },
};

export const CustomText: Story = {
  args: { children: 'Finish setting up' },
};
