import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { FlaggingPage } from './FlaggingPage';

/**
 * The report form (`/flagging?target=…&target_id=…`, spec section 2): what is wrong with a proposal,
 * project, profile, sample or review, as a report for the moderators or a lighter flag. The journey
 * (e2e/reviewTools) sends a report; these are the states it does not reach.
 */
const meta = {
  title: 'Screens/Report content',
  component: FlaggingPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof FlaggingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const client = { user: users.client, activeRole: 'client' as const };

/** A soft flag needs no words; it is recorded and the page says it opens no report. */
export const SoftFlag: Story = {
  parameters: {
    app: appAt('/flagging?target=user&target_id=9310', {
      ...client,
      api: {
        createFlag: ({ body }) => ({
          id: 1,
          user_id: users.client.id,
          created_at: '2026-12-07T10:00:00Z',
          description: null,
          soft: true,
          target: 'user',
          target_id: 9310,
          ...body,
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Report this profile' }, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Only flag it/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Flag it' }));
    await expect(await canvas.findByText('Flag recorded', {}, LOADED)).toBeVisible();
    await expect(canvas.getByText(/It does not open a report for the moderators/)).toBeVisible();
  },
};

/** The proposal is gone (or was never the reporter's to see): the server's words, what was typed kept. */
export const TargetGone: Story = {
  parameters: {
    app: appAt('/flagging?target=offer&target_id=706', {
      ...client,
      api: {
        createFlag: ({ reply }) => reply(404, errorBody('NotFoundError', 'This proposal does not exist.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Report this proposal' }, LOADED)).toBeVisible();
    const box = canvas.getByRole('textbox', { name: /What is wrong/ });
    await userEvent.type(box, 'Not the voice of the profile.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByText('This proposal does not exist.', {}, LOADED)).toBeVisible();
    await expect(box).toHaveValue('Not the voice of the profile.');
  },
};

/** An address that names nothing to report is the 404 page. */
export const NothingNamed: Story = {
  parameters: { app: appAt('/flagging?target=spaceship&target_id=1', { ...client }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: /Page Not Found/ }, LOADED),
    ).toBeVisible();
  },
};
