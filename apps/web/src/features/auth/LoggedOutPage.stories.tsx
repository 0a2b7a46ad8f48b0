import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  holdSnackbar,
  LOADED,
  openDrawerWithKeyboard,
  pressWithKeyboard,
  withPendingEvents,
} from '../../testing/screenStories';
import { homeApi } from '../../testing/home';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { LoggedOutPage } from './LoggedOutPage';

/**
 * /loggedOut (spec section 2): where signing out lands. It forgets the stored tokens and goes on to
 * Home at once, so what a person sees is the shell turning anonymous under the 'Logging out' snackbar.
 */
const meta = {
  title: 'Screens/Logged out',
  component: LoggedOutPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof LoggedOutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign out from the drawer (keyboard): through /loggedOut to Home, signed out. */
export const AfterSignOut: Story = {
  parameters: { app: appAt('/dashboard/home', { user: withPendingEvents(users.client, 3), api: homeApi }) },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const app = storyApp(context);
    await canvas.findByRole('navigation', { name: 'Main' }, LOADED);
    const visited: string[] = [];
    const stopWatching = app.router.subscribe((state) => {
      visited.push(state.location.pathname);
    });
    try {
      await openDrawerWithKeyboard(canvasElement);
      await pressWithKeyboard(canvas.getByRole('button', { name: 'Sign out' }));
      // Home's chunk and data load first (the data router navigates once they are in).
      await waitFor(() => expect(app.location()).toBe('/'), LOADED);
    } finally {
      stopWatching();
    }
    await expect(visited).toContain('/loggedOut');
    await expect(app.session.tokens.getAccessToken()).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Amara Okafor' }, LOADED)).toBeVisible();
    await holdSnackbar(canvasElement, 'Logging out');
  },
};
