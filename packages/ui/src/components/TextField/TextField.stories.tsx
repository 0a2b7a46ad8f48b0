import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../Icon';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Project name', onValueChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { hint: 'Shown to providers', placeholder: 'Summer radio spot' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Project name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Spot');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'Spot' });
  },
};

export const WithHint: Story = { args: { hint: 'Up to 80 characters' } };

export const WithError: Story = {
  args: { label: 'E-mail', type: 'email', defaultValue: 'anna@', error: 'Enter a valid e-mail' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid e-mail');
  },
};

export const Required: Story = { args: { required: true } };

export const PrefixAndSuffix: Story = {
  args: { label: 'Search', type: 'search', prefix: <Icon name="search" />, suffix: 'words' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked' } };
