import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Icon, iconSizes } from './Icon';
import { iconNames } from './icons';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  tags: ['autodocs'],
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'select', options: iconSizes },
  },
  args: { name: 'star' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

/** The whole set, each with its name. */
export const AllIcons: Story = {
  render: (args) => (
    <Inline as="section" aria-label="Icon set" gap="lg" padding="md">
      {iconNames.map((name) => (
        <Stack key={name} gap="xs" align="center">
          <Icon {...args} name={name} size="large" />
          <Text as="span" size="xs" tone="muted">
            {name}
          </Text>
        </Stack>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of iconNames) await expect(canvas.getByText(name)).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

export const InheritsTextColour: Story = {
  render: (args) => (
    <Text tone="danger">
      <Icon {...args} name="error" /> Payment failed
    </Text>
  ),
};
