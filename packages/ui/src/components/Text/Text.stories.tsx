import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Text } from './Text';
import { textElements, textSizes, textTones, textWeights } from './variants';

const meta = {
  title: 'Components/Text',
  component: Text,
  tags: ['autodocs'],
  argTypes: {
    as: { control: 'select', options: textElements },
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'select', options: textWeights },
  },
  args: { children: 'Warm, friendly narration for your next explainer video.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          Size {size}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          Tone {tone}
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          Weight {weight}
        </Text>
      ))}
    </Stack>
  ),
};

export const Truncate: Story = {
  args: {
    truncate: true,
    children: Array.from(
      { length: 6 },
      () => 'A long project description about the voice, the tone, the pace and the delivery format.',
    ).join(' '),
  },
};

export const AsSpan: Story = { args: { as: 'span', size: 'sm', tone: 'muted', children: 'Inline hint' } };
