import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorBody } from '@vo/sdk/mocks';
import { documentOf, LOADED, openDrawerWithKeyboard, pressWithKeyboard } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';

/** Opens Restore account from the admin's drawer, by keyboard; returns the dialog. */
async function openRestoreAccount(canvasElement: HTMLElement): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await canvas.findByRole('navigation', { name: 'Main' }, LOADED);
  await openDrawerWithKeyboard(canvasElement);
  await pressWithKeyboard(canvas.getByRole('button', { name: 'Restore account' }));
  return documentOf(canvasElement).findByRole('dialog', { name: 'Restore account' });
}

/**
 * Restore account (spec section 4), opened from the admin's drawer: the deleted account's original
 * e-mail, then Restore. A refusal shows the server's message in the field and keeps what was typed.
 */
const meta = {
  title: 'Screens/Restore account',
  ...storyAppAnnotations,
  parameters: {
    app: appAt('/script-timer-calculator', {
      user: users.admin,
      api: {
        restoreAccount: ({ reply }) =>
          reply(404, errorBody('NotFoundError', 'No deleted account uses this e-mail.')),
      },
    }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: the field, Cancel and Restore. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openRestoreAccount(canvasElement));
    await expect(dialog.getByText('Enter the e-mail the deleted account was registered with.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Account e-mail' })).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Restore' })).toBeVisible();
  },
};

/** An e-mail no deleted account has: the server's message shows in the field, which keeps the e-mail. */
export const ServerMessage: Story = {
  play: async (context) => {
    const app = storyApp(context);
    const dialog = within(await openRestoreAccount(context.canvasElement));
    const email = dialog.getByRole('textbox', { name: 'Account e-mail' });
    await userEvent.type(email, 'gone@example.com{Enter}');
    await expect(await dialog.findByText('No deleted account uses this e-mail.')).toBeVisible();
    await expect(email).toHaveValue('gone@example.com');
    await expect(email).toBeInvalid();
    await expect(email).toHaveAccessibleDescription(/No deleted account uses this e-mail\./);
    await expect(app.api.calls('restoreAccount').map((call) => call.body)).toEqual([
      { email: 'gone@example.com' },
    ]);
  },
};
