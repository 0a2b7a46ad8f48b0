import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProviderSummary, User } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { clientBookingsInProgress } from '../../testing/bookings';
import { mariaChannel, messagingClient, theoChannel } from '../../testing/channels';
import { castingOffers } from '../../testing/offers';
import { activeCasting, clientActiveProjects, withProposals, castingWith } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { ClientHomePage } from './ClientHomePage';

/** The client's home (`/dashboard/home`, spec section 2). */
const meta = {
  title: 'Screens/Client home',
  component: ClientHomePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ClientHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (id: number, name: string): ProviderSummary => ({
  id,
  user_id: 100 + id,
  user: { username: name.toLowerCase().replace(' ', '.'), name },
  picture: null,
  location: { country_code: 'US', country_name: 'United States' },
  membership: 'Premium',
});

/** A returning client: country and organization type set, a project posted and a booking made. */
const returning: User = {
  ...messagingClient,
  address: { country: 'US' },
  services: [
    {
      id: 1,
      service_id: 'voice_over',
      usage_reason: ['search_and_book'],
      organization_type: 'agency',
      stats: { pending_events: 0, active_projects: 3 },
      service_properties: {},
    },
  ],
};

const [liked] = castingOffers;
const castings = [
  castingWith({ ...clientActiveProjects[0], stats: withProposals(4, 2) }),
  ...clientActiveProjects.slice(1),
];

const loadedApi: MockAnswers = {
  getUserStats: {
    user_id: returning.id,
    pending_events: 1,
    active_projects: 7,
    past_projects: 2,
    bookings: 4,
  },
  listRecentlyFavoritedProviders: [summary(1, 'Valentina Reyes'), summary(2, 'Noah Bennett')],
  listRecentlyLikedProjects: liked
    ? [{ project: activeCasting, offers: [liked], last_liked_at: '2026-11-21T08:45:00Z' }]
    : [],
  listUserChannels: [mariaChannel, theoChannel],
  listUserProjects: ({ url }) =>
    url.searchParams.get('type') === 'booking' ? clientBookingsInProgress : castings,
  // The home records the actions the server shows done; the server answers the updated user.
  updateUser: ({ body }) => ({
    ...returning,
    completed_actions: body !== undefined && 'completed_actions' in body ? body.completed_actions : {},
  }),
};

/**
 * Every panel with rows, each linking into its screen; no getting-started list for a client who
 * started, and their actions recorded so the top bar's badge goes too.
 */
export const Loaded: Story = {
  parameters: { app: appAt('/dashboard/home', { user: returning, api: loadedApi }) },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const favorites = await canvas.findByRole('list', { name: 'Recent favorites' }, LOADED);
    await expect(within(favorites).getByRole('link', { name: 'Valentina Reyes' })).toHaveAttribute(
      'href',
      '/voice-actor/1',
    );
    const bookings = await canvas.findByRole('list', { name: 'Bookings in progress' }, LOADED);
    await expect(
      within(bookings).getByRole('link', { name: 'Explainer for the new savings account' }),
    ).toHaveAttribute('href', '/projects/b41');
    const projects = await canvas.findByRole('list', { name: 'Castings in progress' }, LOADED);
    await expect(within(projects).getByText('6 proposals · 6 not opened')).toBeVisible();
    await canvas.findByRole('list', { name: 'Liked proposals' }, LOADED);
    await canvas.findByRole('list', { name: 'Recent conversations' }, LOADED);
    await expect(canvas.queryByRole('heading', { name: 'Get started' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('updateUser')
          .map((call) => call.body),
      ).toEqual([{ completed_actions: { post_project: true, add_favorite: true, book_voice_actor: true } }]),
    );
    await waitFor(() => expect(canvas.queryByText('Getting started')).not.toBeInTheDocument());
  },
};

/** A new client: the getting-started badge and checklist, and each panel saying what it will hold. */
export const NewClient: Story = {
  parameters: {
    app: appAt('/dashboard/home', {
      user: messagingClient,
      api: {
        getUserStats: {
          user_id: messagingClient.id,
          pending_events: 0,
          active_projects: 0,
          past_projects: 0,
          bookings: 0,
        },
        listRecentlyFavoritedProviders: [],
        listRecentlyLikedProjects: [],
        listUserChannels: [],
        listUserProjects: [],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Get started' }, LOADED)).toBeVisible();
    const steps = canvas.getByRole('region', { name: 'Your first steps' });
    await expect(within(steps).getByRole('link', { name: /Post a project/ })).toHaveAttribute(
      'href',
      '/post',
    );
    await expect(canvas.getByText(/No favorites yet/)).toBeVisible();
    await expect(canvas.getByText(/No booking in progress/)).toBeVisible();
  },
};

/** While the panels load. */
export const Loading: Story = {
  parameters: {
    app: appAt('/dashboard/home', {
      user: returning,
      api: {
        getUserStats: () => new Promise<never>(() => undefined),
        listRecentlyFavoritedProviders: () => new Promise<never>(() => undefined),
        listRecentlyLikedProjects: () => new Promise<never>(() => undefined),
        listUserChannels: () => new Promise<never>(() => undefined),
        listUserProjects: () => new Promise<never>(() => undefined),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading your bookings', undefined, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** One panel fails: it says so in the server's words with Try again; the others stay. */
export const PanelFailed: Story = {
  parameters: {
    app: appAt('/dashboard/home', {
      user: returning,
      api: {
        ...loadedApi,
        listUserChannels: ({ reply }) =>
          reply(
            503,
            errorBody('ServiceUnavailableError', 'Messages are being updated; try again in a minute.'),
          ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your conversations could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Recent favorites' }, LOADED)).toBeVisible();
  },
};
