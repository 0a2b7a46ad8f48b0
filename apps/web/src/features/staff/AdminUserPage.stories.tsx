import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Provider, StaffAction, User } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { valentina } from '../../testing/profiles';
import { activeCasting } from '../../testing/projects';
import { documentOf, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { AdminClientPage } from './AdminUserPage';

/**
 * `/admin/clients/{id}` and `/admin/voice-actors/{id}` (issue 46; admins): the account, its blacklist
 * state and experiments, the powers of section 6, a project's status, and what staff did.
 */
const meta = {
  title: 'Screens/Admin user',
  component: AdminClientPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof AdminClientPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const maria: User = {
  ...users.both,
  id: 4821,
  name: 'Maria Lopez',
  email: 'maria@example.com',
  roles: ['client', 'provider'],
  provider_id: 1207,
  blacklisted: true,
  experiments: [
    { name: 'category_pages_cro', variants: ['Original', 'b', 'c', 'd'], current_variant: 'b', cached: true },
  ],
};
const action: StaffAction = {
  id: 9120,
  actor_id: 1,
  actor_name: 'Ada Admin',
  acting_as_id: null,
  operation_id: 'removeUserFromBlacklist',
  method: 'POST',
  path: '/users/4821/remove_blacklist',
  status: 200,
  at: '2026-12-06T10:15:00Z',
};
const casting = { ...activeCasting, name: 'Harbor Bank radio spot', user_id: [4821] };

const api = (answers: MockAnswers = {}): MockAnswers => ({
  getUser: maria,
  listUserProjects: ({ reply }) => reply(200, [casting], pageHeaders(1, 10, 1)),
  listStaffActions: ({ reply }) => reply(200, [action], pageHeaders(1, 10, 1)),
  ...answers,
});
const at = (path: string, answers?: MockAnswers) =>
  appAt(path, { user: users.admin, activeRole: 'client', api: api(answers) });

/** The account: roles, blacklist info, experiments, projects with the statuses an admin may set, the log. */
export const Account: Story = {
  parameters: { app: at('/admin/clients/4821') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Maria Lopez' }, LOADED);
    await expect(canvas.getByText('Roles: Client, Voice actor')).toBeVisible();
    await expect(canvas.getByText(/On the blacklist/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove from the blacklist' })).toBeVisible();
    await expect(canvas.getByText('category_pages_cro: variant b of Original, b, c, d')).toBeVisible();
    await canvas.findByRole('article', { name: 'Harbor Bank radio spot' }, LOADED);
    await expect(
      canvas.getByRole('combobox', { name: 'New status of Harbor Bank radio spot' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/Ada Admin: Removed from the blacklist$/, {}, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Admin voice actor page' })).toHaveAttribute(
      'href',
      '/admin/voice-actors/1207',
    );
  },
};

/** Disabling the client role: the server's new roles, said on the page. */
export const DisableClientRole: Story = {
  parameters: { app: at('/admin/clients/4821', { setClientRole: { ...maria, roles: ['provider'] } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('The client role is enabled.', {}, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Disable the client role' }));
    await expect(
      await canvas.findByText(
        'Maria Lopez no longer has the client role: they cannot post projects or book.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    const [call] = storyApp(context).api.calls('setClientRole');
    await expect(call?.body).toEqual({ enabled: false });
  },
};

/** A refused power: the server's words where the button is. */
export const RoleRefused: Story = {
  parameters: {
    app: at('/admin/clients/4821', {
      getUser: { ...maria, roles: ['client'], provider_id: null },
      setClientRole: ({ reply }) =>
        reply(400, {
          ...errorBody(
            'ValidationError',
            'This user holds only the client role: a user needs at least one role, so it cannot be removed.',
          ),
          code: 'last_role',
        }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Disable the client role' }, LOADED));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This user holds only the client role: a user needs at least one role, so it cannot be removed.',
    );
  },
};

/** Deleting after a confirmation, then restoring the account from the same page. */
export const DeleteAndRestore: Story = {
  parameters: {
    app: at('/admin/clients/4821', { deleteUser: ({ reply }) => reply(204, null), restoreUser: maria }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete the account' }, LOADED));
    const dialog = within(
      await documentOf(context.canvasElement).findByRole('dialog', {
        name: 'Delete the account of Maria Lopez?',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the account' }));
    await expect(await canvas.findByText('The account of Maria Lopez is deleted.', {}, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore account 4821' }));
    await canvas.findByRole('heading', { level: 1, name: 'Maria Lopez' }, LOADED);
    await expect(storyApp(context).api.calls('restoreUser')).toHaveLength(1);
  },
};

/** No active account has the id: a deleted one can be restored from here. */
export const NoActiveAccount: Story = {
  parameters: {
    app: at('/admin/clients/4821', {
      getUser: ({ reply }) => reply(404, errorBody('NotFoundError', 'User not found.')),
      restoreUser: ({ reply }) => reply(409, errorBody('ConflictError', 'This account is not deleted.')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'No active account has the id 4821' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore account 4821' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This account is not deleted.',
    );
  },
};

/** The account cannot be loaded: the failure in place with Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: at('/admin/clients/4821', {
      getUser: ({ reply }) => reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'The account could not be loaded' }, LOADED);
  },
};

const provider: Provider = {
  ...valentina,
  id: 1207,
  user: { username: 'maria.lopez.vo', name: 'Maria Lopez' },
  user_id: 4821,
};

/** The voice actor's page: the same account, and the profile's performance and payment settings. */
export const VoiceActor: Story = {
  parameters: {
    app: at('/admin/voice-actors/1207', {
      getProvider: provider,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Maria Lopez' }, LOADED);
    await expect(canvas.getByText(/^Voice actor 1207 · User 4821/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Profile performance' })).toHaveAttribute(
      'href',
      '/profile_performance_test/1207',
    );
    await expect(canvas.getByRole('link', { name: 'Payment settings' })).toHaveAttribute(
      'href',
      '/payment_settings/1207',
    );
  },
};
