import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../Button';
import { iconNames } from '../Icon';
import { Inline } from '../Inline';
import { IconButton } from './IconButton';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  argTypes: {
    icon: { control: 'select', options: iconNames },
    variant: { control: 'select', options: buttonVariants },
    size: { control: 'select', options: buttonSizes },
  },
  args: { icon: 'close', label: 'Close', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline>
      {buttonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} />
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline>
      {buttonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Close (${size})`} />
      ))}
    </Inline>
  ),
};

export const Loading: Story = {
  args: { icon: 'download', label: 'Download recording', loading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download recording' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { icon: 'trash', label: 'Delete', disabled: true } };
