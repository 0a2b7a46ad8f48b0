import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inboxServer, unreadDirect, voiceActor } from '../../testing/invitations';
import { activeCasting } from '../../testing/projects';
import { documentOf, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { ProjectPage } from './ProjectPage';

/**
 * A voice actor reads a casting they were invited to (its specs, from the inbox or the invitation's
 * mail): their invitation is there, answered where it is read.
 */
const meta = {
  title: 'Screens/Project invitation',
  component: ProjectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const casting = { ...activeCasting, user_id: [9100] };
const invited = {
  ...unreadDirect,
  project_id: casting.id,
  project: {
    ...unreadDirect.project,
    id: casting.id,
    public_hash: casting.public_hash,
    name: casting.name,
    deadline: casting.deadline,
  },
};
const path = `/projects/${casting.public_hash}`;

/**
 * Reading the specs opens the unread invitation; the voice actor declines it there with a reason
 * (the same dialog and rule as the inbox's), and the card says so.
 */
export const DeclinedWhereRead: Story = {
  parameters: {
    app: appAt(path, {
      user: voiceActor,
      activeRole: 'provider',
      api: { getProject: casting, listProjectNotes: [], ...inboxServer([invited]) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Your invitation' }, LOADED);
    await waitFor(() =>
      expect(storyApp(context).api.calls('updateInvitation').at(0)?.body).toMatchObject({ status: 'opened' }),
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    const dialog = await documentOf(context.canvasElement).findByRole('dialog', {
      name: `Decline ${casting.name}`,
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The budget is too low' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    await expect(await within(panel).findByText('Declined: The budget is too low')).toBeVisible();
    await expect(storyApp(context).api.calls('updateInvitation').at(-1)?.body).toMatchObject({
      status: 'declined',
      rejection_reason: 'budget-too-low',
    });
  },
};
