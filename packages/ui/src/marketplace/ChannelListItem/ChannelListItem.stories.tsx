import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChannelListItem } from './ChannelListItem';
import { archivedChannel, markedUnreadChannel, starredChannel, unreadChannel, viewerId } from './fixtures';

const meta = {
  title: 'Marketplace/ChannelListItem',
  component: ChannelListItem,
  tags: ['autodocs'],
  args: {
    channel: unreadChannel,
    currentUserId: viewerId,
    href: '#conversation',
    now: new Date('2026-11-07T18:00:00Z'),
    timeZone: 'UTC',
    onAction: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof ChannelListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread, with two new messages. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Daniel Brooks/ })).toHaveTextContent(
      '2 unread',
    );
  },
};

/** Starred by the viewer; the viewer wrote last. The star toggles from the keyboard. */
export const Starred: Story = {
  args: { channel: starredChannel },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', {
      name: 'Star the conversation with Priya Natarajan',
    });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    star.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith({ action: 'unstar', publicHash: 'k2Lm8NpQrs' });
  },
};

/** Marked unread with nothing new: a dot that reads "Unread". */
export const MarkedUnread: Story = {
  args: { channel: markedUnreadChannel },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Priya Natarajan/ })).toHaveTextContent(
      'Unread',
    );
  },
};

/** Archived: marked, with Restore in the menu. */
export const Archived: Story = {
  args: { channel: archivedChannel },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Acme Games/ })).toHaveTextContent('Archived');
    await userEvent.click(canvas.getByRole('button', { name: /More actions/ }));
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Restore' }));
    await expect(args.onAction).toHaveBeenCalledWith({ action: 'restore', publicHash: 'z9Yx7WvUts' });
  },
};

/** The conversation open beside the list, as a button. */
export const Selected: Story = {
  args: { channel: starredChannel, href: undefined, selected: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('button', { name: /Priya Natarajan/ })[0],
    ).toHaveAttribute('aria-current', 'true');
  },
};

/** An inbox of every kind. */
export const Inbox: Story = {
  render: (args) => (
    <div role="list" aria-label="Conversations">
      {[unreadChannel, starredChannel, markedUnreadChannel, archivedChannel].map((channel) => (
        <div role="listitem" key={channel.public_hash}>
          <ChannelListItem {...args} channel={channel} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};
