import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Link } from './Link';
import { linkVariants } from './variants';

const meta = {
  title: 'Components/Link',
  component: Link,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'select', options: linkVariants } },
  args: { href: '#pricing', children: 'See membership plans' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See membership plans' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '#pricing');
  },
};

export const InText: Story = {
  render: (args) => (
    <Text>
      Compare what each tier offers on the <Link {...args}>membership page</Link> before you upgrade.
    </Text>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Browse voice actors' } };

export const External: Story = {
  args: { href: 'https://example.com/help', external: true, children: 'Help center' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Help center (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
