import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup, radioGroupOrientations } from './RadioGroup';

const plans = [
  { value: 'standard', label: 'Standard' },
  { value: 'premium', label: 'Premium' },
  { value: 'platinum', label: 'Platinum' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { legend: 'Plan', options: plans, onValueChange: fn() },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { defaultValue: 'standard' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Standard' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Premium' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'premium' });
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const WithDescriptions: Story = {
  args: {
    options: [
      { value: 'standard', label: 'Standard', description: 'One project a month' },
      { value: 'premium', label: 'Premium', description: 'Five projects a month' },
      { value: 'platinum', label: 'Platinum', description: 'Ten projects and priority invitations' },
    ],
    hint: 'You can change plans at any time',
  },
};

export const WithError: Story = { args: { error: 'Choose a plan', required: true } };

export const DisabledOption: Story = {
  args: {
    options: [...plans.slice(0, 2), { value: 'platinum', label: 'Platinum (invite only)', disabled: true }],
  },
};
