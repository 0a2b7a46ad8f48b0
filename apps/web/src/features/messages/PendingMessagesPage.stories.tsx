import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { channelsServer, heldMessage, theo } from '../../testing/channels';
import { holdSnackbar, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { PendingMessagesPage } from './PendingMessagesPage';

/** The staff's held messages queue (`/admin/messages`, admins). */
const meta = {
  title: 'Screens/PendingMessages',
  component: PendingMessagesPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof PendingMessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const held = [
  heldMessage(theo, 991001, 'Great voice! Write to me at theo@mail.example so we can skip the fees.'),
  heldMessage(theo, 991002, 'Or call me on +44 20 7946 0958.'),
];

/** The author's held messages; approving needs a real category, then the queue is empty. */
export const Approve: Story = {
  parameters: {
    app: appAt('/admin/messages', { user: users.admin, api: channelsServer({ held }) }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Held messages of Theo Marsh' }, LOADED);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: '2 messages to review' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve the messages of Theo Marsh' }));
    await expect(canvas.getByRole('combobox', { name: 'Real category' })).toHaveAccessibleDescription(
      /Choose what these messages really are\./,
    );
    await expect(storyApp(context).api.calls('reviewUserPendingMessages')).toHaveLength(0);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Real category' }),
      'Legitimate message',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Approve the messages of Theo Marsh' }));
    await expect(
      await canvas.findByRole('heading', { name: 'No message awaits approval' }, LOADED),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('reviewUserPendingMessages')
          .map((call) => [call.params.id, call.body]),
      ).toEqual([[String(theo.id), { approve: true, real_category: 'legitimate' }]]),
    );
    await holdSnackbar(context.canvasElement, 'The messages of Theo Marsh were approved.');
  },
};

/** Nothing held. */
export const Empty: Story = {
  parameters: { app: appAt('/admin/messages', { user: users.admin, api: channelsServer() }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No message awaits approval' }, LOADED),
    ).toBeVisible();
  },
};
