import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Spinner } from './Spinner';
import { spinnerSizes } from './variants';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'select', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="lg">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading (${size})`} />
      ))}
    </Inline>
  ),
};

export const VisibleLabel: Story = { args: { label: 'Uploading your sample…', showLabel: true } };
