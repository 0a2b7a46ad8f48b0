import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TagInput } from './TagInput';

const email = (value: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'Enter a valid e-mail');

const meta = {
  title: 'Components/TagInput',
  component: TagInput,
  tags: ['autodocs'],
  args: {
    label: 'Feedback e-mails',
    hint: 'Separate addresses with commas',
    onValueChange: fn(),
  },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { validate: email },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Feedback e-mails' })).toHaveFocus();
    await userEvent.keyboard('a@x.com,b@y.com{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['a@x.com', 'b@y.com'] });
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['a@x.com'] });
  },
};

export const WithEntries: Story = { args: { defaultValue: ['anna@example.com', 'carl@example.com'] } };

export const InvalidEntry: Story = {
  args: { validate: email, defaultValue: ['anna@example.com', 'carl@'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Enter a valid e-mail' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Feedback e-mails' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const RemoveByButton: Story = {
  args: { defaultValue: ['anna@example.com', 'carl@example.com'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove anna@example.com' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: ['carl@example.com'] });
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: ['anna@example.com'] } };
