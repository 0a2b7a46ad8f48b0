import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activeCasting } from '../../testing/projects';
import { documentOf, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ProjectPage } from './ProjectPage';

/**
 * An owner shares a casting from its page: the read-only link (/pv), the clean link (/c) and an
 * ownership link (/sc) the server makes, each explained and copied with its button.
 */
const meta = {
  title: 'Screens/Share a casting',
  component: ProjectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const LINK_ID = 'eyJwIjpbOTA0MTJdLCJlIjoxNzk4NzYxNjAwfQ.q3Xo7mKfJ2a9Yc0v1bS4tW8eRzLhNdPuGiAxkEjMbQw';

/** The dialog with its three links, each with what it gives whoever opens it. */
export const ShareLinks: Story = {
  parameters: {
    app: appAt(`/projects/${activeCasting.public_hash}`, {
      user: users.client,
      activeRole: 'client',
      api: {
        getProject: activeCasting,
        listProjectNotes: [],
        createShareControlLink: () => ({
          id: LINK_ID,
          project_ids: [activeCasting.id],
          expires_at: '2027-01-06T10:00:00Z',
        }),
      },
    }),
    // The links begin with the story server's address, whose port changes from run to run.
    visual: { mask: ['[role="dialog"] input'] },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Share' }, LOADED));
    const dialog = within(
      await documentOf(context.canvasElement).findByRole('dialog', { name: 'Share this casting' }),
    );
    const hash = activeCasting.public_hash;
    await expect(dialog.getByRole('textbox', { name: 'Read-only link' })).toHaveValue(
      `${window.location.origin}/pv/${hash}`,
    );
    await expect(dialog.getByRole('textbox', { name: 'Clean link' })).toHaveValue(
      `${window.location.origin}/c/${hash}`,
    );
    await expect(await dialog.findByRole('textbox', { name: 'Ownership link' }, LOADED)).toHaveValue(
      `${window.location.origin}/sc/${LINK_ID}`,
    );
    await expect(dialog.getByText(/becomes another owner of this casting/)).toBeVisible();
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('createShareControlLink')
          .map((call) => call.body),
      ).toEqual([{ project_ids: [hash] }]),
    );
    await expect(dialog.getByRole('button', { name: 'Copy the ownership link' })).toBeVisible();
  },
};
