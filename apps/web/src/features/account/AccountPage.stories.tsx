import type { Meta, StoryObj } from '@storybook/react-vite';
import type { InvitationPreferences, User } from '@vo/sdk';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { documentOf, holdSnackbar, LOADED } from '../../testing/screenStories';
import { homeApi } from '../../testing/home';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { AccountPage } from './AccountPage';

/**
 * The user's account (`/account`, spec section 2): name and picture, e-mail and sign-in, roles,
 * terms, deleting the account; and the voice actor's invitation settings (`/invitation-preferences`).
 */
const meta = {
  title: 'Screens/Account',
  component: AccountPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const both: User = { ...users.both, email: 'maria@example.com' };

/** A voice actor who is a client too: both roles, the terms accepted, the client role removable. */
export const VoiceActorAndClient: Story = {
  parameters: { app: appAt('/account', { user: both }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const roles = await canvas.findByRole('list', { name: 'Your roles' }, LOADED);
    await expect(within(roles).getByText('Client: you post projects and hire voice actors')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove the client role' })).toBeVisible();
    await expect(
      canvas.getByText(
        'You accepted the current Terms of Service and Privacy Policy on March 2, 2024 (version 2024-03).',
      ),
    ).toBeVisible();
  },
};

/** Removing the client role asks first, then keeps the voice actor role. */
export const RemovesClientRole: Story = {
  parameters: {
    app: appAt('/account', {
      user: both,
      api: { leaveClientRole: { ...both, roles: ['provider'] } },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove the client role' }, LOADED));
    const dialog = await documentOf(context.canvasElement).findByRole('dialog', {
      name: 'Remove the client role?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the client role' }));
    await expect(
      await canvas.findByText(
        'The client role is removed. Your voice actor profile stays as it is.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(app.api.calls('leaveClientRole')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Join as a client' })).toBeVisible();
  },
};

/** A client who is not a voice actor; a taken e-mail is refused, the typing kept. */
export const EmailTaken: Story = {
  parameters: {
    app: appAt('/account', {
      user: users.client,
      api: {
        updateUser: ({ reply }) =>
          reply(422, errorBody('UnprocessableEntityError', 'Another account already uses this e-mail.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('textbox', { name: 'E-mail' }, LOADED);
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save e-mail' }));
    await expect(
      await canvas.findByText('Another account already uses this e-mail.', {}, LOADED),
    ).toBeVisible();
    await expect(email).toHaveValue('taken@example.com');
    await expect(canvas.getByRole('link', { name: 'Become a voice actor: start the quiz' })).toBeVisible();
  },
};

/** Deleting the account says what happens first, asks, then signs out. */
export const DeletesAccount: Story = {
  parameters: {
    app: appAt('/account', {
      user: both,
      api: { ...homeApi, deleteUser: ({ reply }) => reply(204, null) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await expect(await canvas.findByText(/Funds held for a booking are not lost/, {}, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    const dialog = await documentOf(context.canvasElement).findByRole('dialog', {
      name: 'Delete your account?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(app.api.calls('deleteUser')).toHaveLength(1), LOADED);
    // Signed out, on the marketplace's home: the picture waits for it, the notice held.
    await waitFor(() => expect(app.location()).toBe('/'), LOADED);
    await canvas.findByRole('link', { name: 'Amara Okafor' }, LOADED);
    await holdSnackbar(context.canvasElement, 'Logging out');
  },
};

const preferences: InvitationPreferences = { automatic: true, direct: true };

/** The voice actor turns clients' direct invitations off: saved at once. */
export const InvitationSettings: Story = {
  parameters: {
    app: appAt('/invitation-preferences', {
      user: users.provider,
      activeRole: 'provider',
      api: {
        getInvitationPreferences: preferences,
        updateInvitationPreferences: ({ reply, body }) =>
          reply(200, { ...preferences, ...(body as Partial<InvitationPreferences>) }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const direct = await canvas.findByRole('switch', { name: 'Invitations from clients' }, LOADED);
    await userEvent.click(direct);
    await expect(await canvas.findByText('Saved.', {}, LOADED)).toBeVisible();
    await expect(direct).toHaveAttribute('aria-checked', 'false');
  },
};

/** The invitation settings could not be loaded: the page says so with Try again. */
export const InvitationSettingsLoadFailed: Story = {
  parameters: {
    app: appAt('/invitation-preferences', {
      user: users.provider,
      activeRole: 'provider',
      api: {
        getInvitationPreferences: ({ reply }) =>
          reply(503, errorBody('ServiceUnavailableError', 'The server is resting.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your invitation settings could not be loaded', {}, LOADED),
    ).toBeVisible();
  },
};
