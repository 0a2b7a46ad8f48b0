import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { errorBody } from '@vo/sdk/mocks';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ErrorRoutePage } from './ErrorRoutePage';

/**
 * /error (spec section 8): the error page of a failed call or route check, with its status and the
 * server's message; the document title is '<status> Error <message>'.
 */
const meta = {
  title: 'Screens/Error route',
  component: ErrorRoutePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ErrorRoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 401 with the server's message, at the error route's own address. */
export const Unauthorized: Story = {
  parameters: { app: appAt(`/error?status=401&message=${encodeURIComponent('Your session has expired.')}`) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '401 Error' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('Your session has expired.')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.ownerDocument.title).toBe('401 Error Your session has expired.'),
    );
  },
};

/** A signed-in user without the role: the finance page's guard sends them here with 403. */
export const Forbidden: Story = {
  parameters: { app: appAt('/finance', { user: users.client }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await expect(await canvas.findByRole('heading', { name: '403 Error' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('This page is for finance staff.')).toBeVisible();
    await expect(app.location()).toBe('/error?status=403&message=This+page+is+for+finance+staff.');
  },
};

/** A redirect whose project the server does not find: 404 with the server's message. */
export const NotFound: Story = {
  parameters: {
    app: appAt('/projects/999/specs', {
      user: users.client,
      api: { getProject: ({ reply }) => reply(404, errorBody('NotFoundError', 'Project not found.')) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('Project not found.')).toBeVisible();
    await expect(app.location()).toBe('/error?status=404&message=Project+not+found.');
  },
};
