import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { castingWith, clientActiveProjects, clientPastProjects } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ClientProjectsPage } from './ClientProjectsPage';

/** The client's projects (`/dashboard/projects` and `/dashboard/past`, spec section 2). */
const meta = {
  title: 'Screens/Client projects',
  component: ClientProjectsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ClientProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const client = { user: users.client, activeRole: 'client' as const };

/** The active castings, each with its section 4 label, linking to its page; bookings have their own tab. */
export const Active: Story = {
  parameters: {
    app: appAt('/dashboard/projects', { ...client, api: { listUserProjects: clientActiveProjects } }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Active projects' }, LOADED);
    const card = (name: string) => within(list).getByRole('article', { name });
    await expect(within(card('Radio spot for the summer sale')).getByText('now inviting')).toBeVisible();
    await expect(
      within(card('IVR prompts for the support line')).getByText('client-invites only'),
    ).toBeVisible();
    await expect(within(card('Podcast intro and outro')).getByText('pending approval')).toBeVisible();
    await expect(within(list).getByRole('link', { name: 'Radio spot for the summer sale' })).toHaveAttribute(
      'href',
      '/projects/a1',
    );
    const asked = storyApp(context)
      .api.calls('listUserProjects')
      .map((call) => call.url);
    await expect(asked).toEqual([
      `/api/users/${String(users.client.id)}/projects?type=casting&scope=active&page=1&size=10`,
    ]);
    // The bookings are the dashboard's bookings tab.
    await expect(canvas.getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'href',
      '/dashboard/bookings',
    );
  },
};

/** The past projects: a closing reason, ready for booking, completed. */
export const Past: Story = {
  parameters: { app: appAt('/dashboard/past', { ...client, api: { listUserProjects: clientPastProjects } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Past projects' }, LOADED);
    const card = (name: string) => within(list).getByRole('article', { name });
    await expect(within(card('Museum audio guide')).getByText('client')).toBeVisible();
    await expect(
      within(card('Documentary narration: the city harbour')).getByText(/ready for booking/),
    ).toBeVisible();
    await expect(within(card('Corporate video: annual results')).getByText('completed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
  },
};

/** More than a page: the pages, and the next one asked for. */
export const Paging: Story = {
  parameters: {
    app: appAt('/dashboard/projects', {
      ...client,
      api: {
        listUserProjects: Array.from({ length: 12 }, (_, i) =>
          castingWith({ id: 100 + i, public_hash: `h${String(i)}`, name: `Casting number ${String(i + 1)}` }),
        ),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('link', { name: 'Casting number 1' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: /Page 2/ }));
    await expect(await canvas.findByRole('link', { name: 'Casting number 11' })).toBeVisible();
    await waitFor(() => expect(storyApp(context).location()).toBe('/dashboard/projects?page=2'));
  },
};

/** No active project: a call to post one. */
export const Empty: Story = {
  parameters: { app: appAt('/dashboard/projects', { ...client, api: { listUserProjects: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No active projects' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/post');
  },
};

/** While the list is on its way. */
export const Loading: Story = {
  parameters: {
    app: appAt('/dashboard/projects', {
      ...client,
      api: { listUserProjects: () => new Promise<never>(() => undefined) },
    }),
  },
  play: async ({ canvasElement }) => {
    const skeleton = await within(canvasElement).findByLabelText('Loading your projects', undefined, LOADED);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** The connection dropped: Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt('/dashboard/past', {
      ...client,
      api: { listUserProjects: clientPastProjects },
      offline: (request) => new URL(request.url).pathname.endsWith('/projects'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your projects could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
