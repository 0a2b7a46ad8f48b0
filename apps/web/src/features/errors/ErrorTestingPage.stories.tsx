import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { holdSnackbar, LOADED, pressWithKeyboard, testErrorAnswers } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ErrorTestingPage } from './ErrorTestingPage';

/**
 * /error-testing (spec section 8), for testers and admins: each button produces its error for real
 * and the app handles it as it would any other.
 */
const meta = {
  title: 'Screens/Error testing',
  component: ErrorTestingPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ErrorTestingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tester's page; the 400 error, pressed from the keyboard, shows the server's message in a snackbar. */
export const Tester: Story = {
  parameters: { app: appAt('/error-testing', { user: users.tester, api: testErrorAnswers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Error testing' }, LOADED)).toBeVisible();
    const errors = within(canvas.getByRole('list', { name: 'Errors' }));
    await expect(errors.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '400 error',
      '401 error',
      '403 error',
      '404 error',
      '503 error',
      'Network error',
      'Navigation error',
      'JavaScript error',
    ]);
    await expect(errors.getByText("Expect the full page 'We'll be right back!'.")).toBeVisible();
    await pressWithKeyboard(errors.getByRole('button', { name: '400 error' }));
    await holdSnackbar(canvasElement, 'This is a test 400 error from the error testing page.');
  },
};
