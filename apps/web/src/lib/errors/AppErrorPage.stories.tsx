import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LOADED, pressWithKeyboard, testErrorAnswers } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { MaintenancePage } from './AppErrorPage';

/** The maintenance page (spec section 8): any 503 gives the whole app over to "We'll be right back!". */
const meta = {
  title: 'Screens/Maintenance',
  component: MaintenancePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server answers 503 (the error testing page's button, pressed from the keyboard): the shell gives way. */
export const ServerUnavailable: Story = {
  parameters: { app: appAt('/error-testing', { user: users.tester, api: testErrorAnswers }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Error testing' }, LOADED);
    await pressWithKeyboard(canvas.getByRole('button', { name: '503 error' }));
    await expect(await canvas.findByRole('heading', { name: "We'll be right back!" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe("503 Error We'll be right back!"));
  },
};
