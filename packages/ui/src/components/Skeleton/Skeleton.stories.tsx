import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Skeleton } from './Skeleton';
import { skeletonShapes, skeletonSizes } from './variants';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: {
    shape: { control: 'select', options: skeletonShapes },
    size: { control: 'select', options: skeletonSizes },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'], args: { lines: 3 } };

export const Text: Story = { args: { shape: 'text', lines: 4 } };

export const Circle: Story = {
  render: (args) => (
    <Inline>
      {skeletonSizes.map((size) => (
        <Skeleton key={size} {...args} shape="circle" size={size} />
      ))}
    </Inline>
  ),
};

export const Rect: Story = { args: { shape: 'rect', size: 'large' } };

export const CardPlaceholder: Story = {
  render: () => (
    <Stack as="section" gap="sm" aria-busy="true" aria-label="Loading voice actors">
      <Inline>
        <Skeleton shape="circle" />
        <Skeleton shape="text" lines={2} />
      </Inline>
      <Skeleton shape="rect" />
    </Stack>
  ),
};
