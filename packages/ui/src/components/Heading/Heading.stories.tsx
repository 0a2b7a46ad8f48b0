import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Heading } from './Heading';
import { headingLevels, headingSizes } from './variants';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  tags: ['autodocs'],
  argTypes: {
    level: { control: 'select', options: headingLevels },
    size: { control: 'select', options: headingSizes },
  },
  args: { children: 'Find the right voice' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['second-brand'] };

export const Levels: Story = {
  render: (args) => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}
        </Heading>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          An h2 at size {size}
        </Heading>
      ))}
    </Stack>
  ),
};

export const SmallPageTitle: Story = { args: { level: 1, size: 'lg', children: 'Notification preferences' } };

export const Truncate: Story = {
  args: {
    truncate: true,
    children: Array.from({ length: 8 }, () => 'A very long project name').join(' '),
  },
};
