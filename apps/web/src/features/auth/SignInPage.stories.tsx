import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { SignInPage } from './SignInPage';

/**
 * /login (spec section 2): the page says where the visitor is going while the app fetches the
 * identity provider's sign-in link, keeping the path and query to come back to, and leaves for it.
 */
const meta = {
  title: 'Screens/Sign in',
  component: SignInPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signing in to come back to the client's projects with their query. */
export const SignIn: Story = {
  parameters: { app: appAt(`/login?next=${encodeURIComponent('/dashboard/projects?tab=past')}`) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await expect(await canvas.findByRole('heading', { name: 'Signing you in' }, LOADED)).toBeVisible();
    // The spinner is a live status region; its label is for screen readers.
    const busy = canvas.getByText('Taking you to the sign-in page').closest('[role="status"]');
    await expect(busy).toBeVisible();
    await expect(canvas.getByText('You will come back here once you have signed in.')).toBeVisible();
    await waitFor(() =>
      expect(app.left).toEqual(['https://login.test/authorize?redirect=/dashboard/projects?tab=past']),
    );
    // Not signed in yet: the shell has no bottom navigation.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};
