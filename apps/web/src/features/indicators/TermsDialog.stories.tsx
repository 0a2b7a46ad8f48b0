import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { documentOf, LOADED, pressWithKeyboard, withoutTerms } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';

const pending = withoutTerms(users.client);
const TITLE = 'We updated our terms';

/**
 * The terms pop-up (spec section 4) as the shell shows it to a signed-in user who has not accepted
 * the current terms: it cannot be dismissed, and UNDERSTOOD records the acceptance.
 */
const meta = {
  title: 'Screens/Terms pop-up',
  ...storyAppAnnotations,
  parameters: {
    app: appAt('/script-timer-calculator', {
      user: pending,
      api: {
        acceptUserTerms: {
          ...pending,
          terms_and_privacy: { accepted: true, accepted_at: '2026-11-21T10:00:00Z', version: '2026-11' },
        },
      },
    }),
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** No close button; Escape and a click outside leave it open. */
export const NotDismissible: Story = {
  play: async ({ canvasElement }) => {
    const page = documentOf(canvasElement);
    const dialog = await page.findByRole('dialog', { name: TITLE }, LOADED);
    const inDialog = within(dialog);
    await expect(inDialog.getByText(/We updated our Terms of Service and Privacy Policy/)).toBeVisible();
    await expect(inDialog.getAllByRole('button').map((button) => button.textContent)).toEqual(['UNDERSTOOD']);
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
    // The overlay fills the screen around the panel: pressing on it is a click outside the dialog.
    const overlay = dialog.parentElement;
    if (overlay === null) throw new Error('The dialog has no overlay.');
    await userEvent.click(overlay);
    await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
  },
};

/** UNDERSTOOD from the keyboard records the acceptance and the pop-up closes. */
export const Understood: Story = {
  play: async (context) => {
    const page = documentOf(context.canvasElement);
    const app = storyApp(context);
    const dialog = await page.findByRole('dialog', { name: TITLE }, LOADED);
    await pressWithKeyboard(within(dialog).getByRole('button', { name: 'UNDERSTOOD' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    await expect(app.api.calls('acceptUserTerms').map((call) => [call.params.id, call.body])).toEqual([
      ['5530', { accepted: true }],
    ]);
  },
};
