import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  channelsServer,
  heldMessage,
  MARIA_HASH,
  mariaChannel,
  messagingClient,
  theo,
  THEO_HASH,
} from '../../testing/channels';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { HELD_NOTICE } from './Conversation';
import { MessagesPage } from './MessagesPage';

/** Messages (`/messages`, `/messages/{public_hash}`): the conversations and the open one. */
const meta = {
  title: 'Screens/Messages',
  component: MessagesPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const client = { user: messagingClient };
const conversationPath = `/messages/${MARIA_HASH}`;

/** The inbox: the unread conversation first, each with the other party, the project and the last message. */
export const Inbox: Story = {
  parameters: { app: appAt('/messages', { ...client, api: channelsServer() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Conversations' }, LOADED);
    await expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/messages/${THEO_HASH}`, conversationPath]);
    await expect(within(list).getByText('Theo Marsh')).toBeVisible();
    await expect(
      within(list).getByText('Here is a second take with a slower pace on the product name.'),
    ).toBeVisible();
    await expect(within(list).getByText(mariaChannel.project?.name ?? '')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Choose a conversation' })).toBeVisible();
  },
};

/** No conversation yet: how one starts. */
export const Empty: Story = {
  parameters: { app: appAt('/messages', { ...client, api: channelsServer({ channels: [] }) }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No conversations yet' }, LOADED),
    ).toBeVisible();
  },
};

/** A search by keywords: only the conversations whose people, project or messages match. */
export const Search: Story = {
  parameters: { app: appAt('/messages', { ...client, api: channelsServer() }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('list', { name: 'Conversations' }, LOADED);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search conversations' }), 'slower pace');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(storyApp(context).location()).toBe('/messages?q=slower+pace'));
    const list = await canvas.findByRole('list', { name: 'Conversations' }, LOADED);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(1));
    await expect(within(list).getByText('Maria Lopez')).toBeVisible();
    await expect(storyApp(context).api.calls('listUserChannels').at(-1)?.url).toContain(
      'keywords=slower+pace',
    );
  },
};

/** A conversation open beside the list: day headings, the audio take, Book, the actions. */
export const Conversation: Story = {
  parameters: { app: appAt(conversationPath, { ...client, api: channelsServer() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Conversation with Maria Lopez' }, LOADED);
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(3));
    await expect(within(log).getByText('November 6, 2026')).toBeVisible();
    await expect(within(log).getByText('November 7, 2026')).toBeVisible();
    await expect(within(log).getByRole('link', { name: /brightside-take2\.mp3/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Book Maria Lopez' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Conversations' }, LOADED);
    const open = within(list)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'true');
    await expect(open.map((link) => link.getAttribute('href'))).toEqual([conversationPath]);
  },
};

/** A message with an e-mail address is held: the bubble and the note say it waits for approval. */
export const HeldMessage: Story = {
  parameters: { app: appAt(conversationPath, { ...client, api: channelsServer() }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const box = await canvas.findByRole('textbox', { name: /Message to Maria Lopez/ }, LOADED);
    await userEvent.type(box, 'Write to me at dana@example.com{Enter}');
    await expect(await canvas.findByText(HELD_NOTICE, undefined, LOADED)).toBeVisible();
    const log = canvas.getByRole('log', { name: 'Conversation with Maria Lopez' });
    await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(4));
    await expect(within(log).getByText(/Pending moderation/)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(
      storyApp(context)
        .api.calls('createChannelEvent')
        .map((call) => call.body),
    ).toEqual([{ body: 'Write to me at dana@example.com' }]);
  },
};

/** Shift+Enter starts a new line; a refused send shows the server's words and keeps the text. */
export const SendRefused: Story = {
  parameters: {
    app: appAt(conversationPath, {
      ...client,
      api: {
        ...channelsServer(),
        createChannelEvent: ({ reply }) =>
          reply(429, errorBody('TooManyRequestsError', 'You are sending messages too fast: wait a minute.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: /Message to Maria Lopez/ }, LOADED);
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}Second line{Enter}');
    const alert = await canvas.findByRole('alert', undefined, LOADED);
    await expect(alert).toHaveTextContent('Not sent. You are sending messages too fast: wait a minute.');
    await expect(box).toHaveValue('First line\nSecond line');
  },
};

/**
 * Files the server would refuse are refused as they are picked, in its words (its 415 and 413), and
 * never uploaded: the message goes with the PDF alone.
 */
export const AttachmentRefused: Story = {
  parameters: { app: appAt(conversationPath, { ...client, api: channelsServer() }) },
  beforeEach: (context) => {
    // Files go through XMLHttpRequest (for their progress): the service worker hands them to the
    // same typed mock API as every other call.
    context.msw.use(...storyApp(context).api.handlers);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const box = await canvas.findByRole('textbox', { name: /Message to Maria Lopez/ }, LOADED);
    const picker = context.canvasElement.querySelector('input[type="file"]');
    if (!(picker instanceof HTMLInputElement)) throw new Error('no file input');
    const pdf = new File(['%PDF-1.4 cue sheet'], 'cue-sheet.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ not a document'], 'tool.exe', { type: 'application/octet-stream' });
    const long = new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'full-session.wav', { type: 'audio/wav' });
    await userEvent.upload(picker, [pdf, exe, long]);
    const composer = box.closest('form');
    if (composer === null) throw new Error('no composer');
    const files = within(composer).getByRole('list', { name: 'Attachments' });
    await expect(
      await within(files).findByText(/^tool\.exe: A valid file is required: expected an image/),
    ).toBeVisible();
    await expect(
      within(files).getByText('full-session.wav: The file is too large: the limit is 50 MB.'),
    ).toBeVisible();
    await userEvent.type(box, 'The cue sheet is attached.{Enter}');
    const log = canvas.getByRole('log', { name: 'Conversation with Maria Lopez' });
    await expect(await within(log).findByRole('link', { name: /cue-sheet\.pdf/ }, LOADED)).toBeVisible();
    await expect(within(log).queryByRole('link', { name: /tool\.exe|full-session\.wav/ })).toBeNull();
    await expect(storyApp(context).api.calls('createChannelEvent')).toHaveLength(1);
  },
};

/** Star, then archive: the conversation says it is archived and offers Restore. */
export const StarAndArchive: Story = {
  parameters: { app: appAt(conversationPath, { ...client, api: channelsServer() }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const header = await canvas.findByRole('button', { name: 'Star' }, LOADED);
    await userEvent.click(header);
    await expect(await canvas.findByRole('button', { name: 'Starred' }, LOADED)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    await expect(await canvas.findByRole('button', { name: 'Restore' }, LOADED)).toBeVisible();
    await expect(canvas.getByText(/This conversation is archived/)).toBeVisible();
    await expect(storyApp(context).api.calls('starChannel')).toHaveLength(1);
    await expect(storyApp(context).api.calls('archiveChannel')).toHaveLength(1);
  },
};

/** Mark unread and Delete (asked first) leave the conversation for the list, where it is unread or gone. */
export const MarkUnreadAndDelete: Story = {
  parameters: { app: appAt(conversationPath, { ...client, api: channelsServer() }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark unread' }, LOADED));
    await waitFor(() => expect(app.location()).toBe('/messages'));
    await expect(app.api.calls('markChannelUnread')).toHaveLength(1);

    await userEvent.click(
      await within(await canvas.findByRole('list', { name: 'Conversations' }, LOADED)).findByText(
        'Maria Lopez',
      ),
    );
    await waitFor(() => expect(app.location()).toBe(conversationPath));
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete' }, LOADED));
    // The dialog is drawn over the page, outside the story's root.
    const dialog = await within(context.canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Delete the conversation with Maria Lopez?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.location()).toBe('/messages'));
    await expect(app.api.calls('deleteChannel')).toHaveLength(1);
    const list = await canvas.findByRole('list', { name: 'Conversations' }, LOADED);
    await waitFor(() => expect(within(list).queryByText('Maria Lopez')).toBeNull());
    await expect(within(list).getByText('Theo Marsh')).toBeVisible();
  },
};

/** An admin's Messages lead to the held messages queue, saying how many wait. */
export const AdminHeldMessages: Story = {
  parameters: {
    app: appAt('/messages', {
      user: users.admin,
      api: channelsServer({
        held: [
          heldMessage(theo, 991001, 'Write to me at theo@mail.example so we can skip the fees.'),
          heldMessage(theo, 991002, 'Or call me on +44 20 7946 0958.'),
        ],
      }),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const link = await canvas.findByRole('link', { name: 'Messages awaiting approval (2)' }, LOADED);
    await userEvent.click(link);
    await waitFor(() => expect(storyApp(context).location()).toBe('/admin/messages'));
  },
};

/** While the conversations are on their way. */
export const Loading: Story = {
  parameters: {
    app: appAt('/messages', {
      ...client,
      api: { listUserChannels: () => new Promise<never>(() => undefined) },
    }),
  },
  play: async ({ canvasElement }) => {
    const skeleton = await within(canvasElement).findByLabelText(
      'Loading your conversations',
      undefined,
      LOADED,
    );
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** The connection dropped: Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt('/messages', {
      ...client,
      api: channelsServer(),
      offline: (request) => new URL(request.url).pathname.endsWith('/channels'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your conversations could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** On a phone the conversation is a screen of its own, with the way back to the list. */
export const PhoneConversation: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { app: appAt(conversationPath, { ...client, api: channelsServer() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log', { name: 'Conversation with Maria Lopez' }, LOADED);
    await expect(canvas.getByRole('link', { name: 'All conversations' })).toBeVisible();
    // The list is the other screen: hidden here.
    await expect(canvas.queryByRole('searchbox', { name: 'Search conversations' })).toBeNull();
  },
};

/** A client who has not closed it yet sees the messaging-booking tip after 1.2 s. */
export const BookingTip: Story = {
  parameters: { app: appAt(conversationPath, { user: users.client, api: channelsServer() }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Book from the conversation', undefined, LOADED)).toBeVisible();
  },
};
