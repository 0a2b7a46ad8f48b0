import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { conversation, voiceActor } from './fixtures';
import { MessageThread } from './MessageThread';

const meta = {
  title: 'Marketplace/MessageThread',
  component: MessageThread,
  tags: ['autodocs'],
  args: {
    label: 'Conversation with Daniel Brooks',
    messages: conversation,
    currentUserId: voiceActor.id,
    timeZone: 'UTC',
    onRetry: fn(),
    onLoadOlder: fn(),
  },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two days of messages, with a held message and a failed one; the log takes focus. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log', { name: 'Conversation with Daniel Brooks' });
    await expect(within(log).getAllByRole('article')).toHaveLength(conversation.length);
    await userEvent.tab();
    await expect(log).toHaveFocus();
  },
};

/** More messages to load above. */
export const WithOlder: Story = {
  args: { hasOlder: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load older messages' }));
    await expect(args.onLoadOlder).toHaveBeenCalledOnce();
  },
};

/** Older messages on their way. */
export const LoadingOlder: Story = {
  args: { hasOlder: true, loadingOlder: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('log')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('log')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new conversation. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('log')).toHaveTextContent('No messages yet.');
  },
};
