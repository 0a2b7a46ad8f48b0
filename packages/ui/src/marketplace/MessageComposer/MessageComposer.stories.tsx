import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer, type ComposerAttachment } from './MessageComposer';

const meta = {
  title: 'Marketplace/MessageComposer',
  component: MessageComposer,
  tags: ['autodocs'],
  args: {
    onSend: fn(),
    onAttach: fn(),
    onAbortAttachment: fn(),
    onRemoveAttachment: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploading: ComposerAttachment[] = [
  { id: '1', name: 'warm-narration-take2.mp3', size: 1_572_864, progress: 35, status: 'uploading' },
  { id: '2', name: 'brightside-module2-script.pdf', size: 182_044, progress: 100, status: 'done' },
];

/** Empty: Enter sends, Shift+Enter starts a new line. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await expect(box).toHaveAccessibleDescription('Enter to send, Shift+Enter for a new line.');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, 'Hi Daniel,{Shift>}{Enter}{/Shift}the take is ready.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({
      body: 'Hi Daniel,\nthe take is ready.',
      attachments: [],
    });
    await expect(box).toHaveValue('');
  },
};

/** Files on their way: progress, cancel, and Send waits. */
export const Uploading: Story = {
  args: { attachments: uploading, defaultValue: 'Second take and the script attached.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Upload of warm-narration-take2.mp3' }),
    ).toHaveAttribute('aria-valuenow', '35');
    await expect(canvas.getByText('Wait for the uploads to finish.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Cancel upload of warm-narration-take2.mp3' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAbortAttachment).toHaveBeenCalledWith({ id: '1' });
  },
};

/** Uploaded and failed files. */
export const Attached: Story = {
  args: {
    attachments: [
      { id: '2', name: 'brightside-module2-script.pdf', size: 182_044, progress: 100, status: 'done' },
      {
        id: '3',
        name: 'reference.mov',
        progress: 20,
        status: 'error',
        error: 'The upload failed. Try again.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The upload failed. Try again.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

/** Sending: the text is read-only and Send is busy. */
export const Sending: Story = {
  args: { defaultValue: 'Here is the second take.', sending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sending failed: the text stays, the reason shows. */
export const Failed: Story = {
  args: {
    defaultValue: 'Here is the second take.',
    onSend: fn(() => Promise.reject(new Error('Check your Internet connection'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Not sent. Check your Internet connection',
    );
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Here is the second take.');
  },
};

/** Off (e.g. an archived conversation). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};
