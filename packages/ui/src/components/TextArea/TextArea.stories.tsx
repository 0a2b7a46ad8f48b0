import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', onValueChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { hint: 'Tell the provider about your project', maxLength: 200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await userEvent.keyboard('Hello');
    await expect(canvas.getByText('5 / 200')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'Hello' });
  },
};

export const WithCounter: Story = { args: { maxLength: 100, defaultValue: 'A short brief.' } };

export const OverLimit: Story = {
  args: { maxLength: 10, defaultValue: 'This text is longer than ten characters.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveValue('This text is longer than ten characters.');
  },
};

export const WithError: Story = { args: { required: true, error: 'A message is required' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only for now' } };
