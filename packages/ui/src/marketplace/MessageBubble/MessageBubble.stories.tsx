import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { heldMessage, incomingMessage, outgoingMessage, voiceActor } from '../../internal/fixtures/messages';
import { MessageBubble } from './MessageBubble';

const meta = {
  title: 'Marketplace/MessageBubble',
  component: MessageBubble,
  tags: ['autodocs'],
  args: { message: incomingMessage, currentUserId: voiceActor.id, timeZone: 'UTC', onRetry: fn() },
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A received message with an attachment. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByRole('article', { name: 'Daniel Brooks' });
    await expect(
      within(message).getByRole('link', { name: 'brightside-module2-script.pdf 178 kB' }),
    ).toBeVisible();
  },
};

/** The user's own message. */
export const Outgoing: Story = {
  args: { message: outgoingMessage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'You' })).toBeVisible();
  },
};

/** Attachments only, no text. */
export const AttachmentsOnly: Story = {
  args: {
    message: {
      ...incomingMessage,
      body: '',
      attachments: [...incomingMessage.attachments, ...outgoingMessage.attachments],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};

/** Held for moderation: only its author sees it. */
export const PendingModeration: Story = {
  args: { message: heldMessage },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Pending moderation: only you can see this message until it is approved.',
      ),
    ).toBeVisible();
  },
};

/** On its way. */
export const Sending: Story = {
  args: { message: outgoingMessage, delivery: 'sending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sending…')).toBeVisible();
  },
};

/** Not sent: Retry from the keyboard. */
export const Failed: Story = {
  args: { message: outgoingMessage, delivery: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Not sent.')).toBeVisible();
    canvas.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledWith({ id: outgoingMessage.id });
  },
};
