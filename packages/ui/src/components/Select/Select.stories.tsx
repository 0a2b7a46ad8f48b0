import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const periods = [
  { value: 'MONTHLY', label: 'Monthly' },
  { value: 'ANNUAL', label: 'Annual' },
  { value: 'NO_BILLING_PERIOD', label: 'No billing period' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  tags: ['autodocs'],
  args: { label: 'Billing period', options: periods, onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { hint: 'You can change it later' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Billing period' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'ANNUAL');
    await expect(args.onValueChange).toHaveBeenCalledWith({ value: 'ANNUAL' });
  },
};

export const WithPlaceholder: Story = { args: { placeholder: 'Choose a period', required: true } };

export const WithError: Story = {
  args: { placeholder: 'Choose a period', error: 'Choose a billing period' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Billing period' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
  },
};

export const DisabledOption: Story = {
  args: {
    options: [...periods.slice(0, 2), { value: 'LIFETIME', label: 'Lifetime (sold out)', disabled: true }],
  },
};

export const Disabled: Story = { args: { disabled: true } };
