import type { Meta, StoryObj } from '@storybook/react-vite';
import type { EmailSettings } from '@vo/sdk';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { NotificationPreferencesPage } from './NotificationPreferencesPage';

/**
 * Which e-mails a user gets (`/notification-preferences`, spec section 2): a switch per kind of
 * mail, saved as it is flipped.
 */
const meta = {
  title: 'Screens/Notification preferences',
  component: NotificationPreferencesPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof NotificationPreferencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored: EmailSettings = {
  messages: true,
  invitations: true,
  bookings: true,
  project_updates: false,
  reviews: true,
  newsletter: false,
  promotions: false,
};
const voiceActor = { user: users.provider, activeRole: 'provider' as const };

/** A voice actor turns the casting invitations off: the switch moves and the page says it is saved. */
export const TurnsInvitationsOff: Story = {
  parameters: {
    app: appAt('/notification-preferences', {
      ...voiceActor,
      api: {
        getUserEmailSettings: stored,
        updateUserEmailSettings: ({ reply, body }) =>
          reply(200, { ...stored, ...(body as Partial<EmailSettings>) }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitations = await canvas.findByRole('switch', { name: 'Casting invitations' }, LOADED);
    await expect(invitations).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('switch', { name: 'Project updates' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(invitations);
    await expect(await canvas.findByText('Saved.')).toBeVisible();
    await expect(invitations).toHaveAttribute('aria-checked', 'false');
  },
};

/** The server refuses the change: the switch goes back and the page says why. */
export const ChangeRefused: Story = {
  parameters: {
    app: appAt('/notification-preferences', {
      ...voiceActor,
      api: {
        getUserEmailSettings: stored,
        updateUserEmailSettings: ({ reply }) =>
          reply(404, errorBody('NotFoundError', 'This account no longer exists.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newsletter = await canvas.findByRole('switch', { name: 'Newsletter' }, LOADED);
    await userEvent.click(newsletter);
    await expect(
      await canvas.findByText('Your change was not saved: This account no longer exists. Try again.'),
    ).toBeVisible();
    await waitFor(() => expect(newsletter).toHaveAttribute('aria-checked', 'false'));
  },
};
