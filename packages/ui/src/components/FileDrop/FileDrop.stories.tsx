import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileDrop } from './FileDrop';
import { imageExtensions } from './fileValidation';

const meta = {
  title: 'Components/FileDrop',
  component: FileDrop,
  tags: ['autodocs'],
  args: { label: 'Recording', onFilesSelected: fn(), onAbort: fn() },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['second-brand'],
  args: { hint: 'WAV or MP3, one file', extensions: ['wav', 'mp3'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toHaveFocus();
  },
};

export const Images: Story = {
  args: { label: 'Profile picture', hint: 'jpg, jpeg, png or gif', extensions: imageExtensions },
};

export const Uploading: Story = {
  args: {
    multiple: true,
    files: [
      { id: '1', name: 'take-1.wav', progress: 35, status: 'uploading' },
      { id: '2', name: 'take-2.wav', progress: 80, status: 'uploading' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel upload of take-1.wav' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAbort).toHaveBeenCalledWith({ id: '1' });
  },
};

export const Finished: Story = {
  args: {
    files: [
      { id: '1', name: 'take-1.wav', progress: 100, status: 'done' },
      { id: '2', name: 'take-2.wav', progress: 20, status: 'error', error: 'The upload failed. Try again.' },
      { id: '3', name: 'take-3.wav', progress: 50, status: 'aborted' },
    ],
  },
};

export const WithError: Story = { args: { error: 'A valid file is required.' } };

export const Disabled: Story = { args: { disabled: true } };
