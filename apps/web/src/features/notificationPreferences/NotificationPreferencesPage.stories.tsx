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

const TOKEN = 'eyJ1Ijo5MzIwLCJzIjoiaW52aXRhdGlvbnMifQ.k3Jd9sQ2mLp7Vb1Zc8Ne4Wd6Ya0Hs5TuXo2Rq1Ab9Cc';

/** Opened from an invitation mail's link, signed out: that one setting, turned off. */
export const FromMailLink: Story = {
  parameters: {
    app: appAt(`/notification-preferences/${TOKEN}`, {
      api: {
        getEmailSettingByToken: { setting: 'invitations', enabled: true, email_hint: 'l***@example.com' },
        updateEmailSettingByToken: ({ reply }) =>
          reply(200, { setting: 'invitations', enabled: false, email_hint: 'l***@example.com' }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'E-mails about: Casting invitations, for the account l***@example.com.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off e-mails about casting invitations' }));
    await expect(
      await canvas.findByText(
        'You no longer receive these e-mails. Invitations still wait in your invites inbox.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'sign in to see them' })).toBeVisible();
  },
};

/** A link the server did not sign: the page says the link does not work. */
export const MailLinkInvalid: Story = {
  parameters: {
    app: appAt(`/notification-preferences/${TOKEN}`, {
      api: {
        getEmailSettingByToken: ({ reply }) =>
          reply(
            404,
            errorBody(
              'NotFoundError',
              'This link is not valid. Sign in to change your notification preferences.',
            ),
          ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This link does not open a notification preference', {}, LOADED),
    ).toBeVisible();
  },
};
