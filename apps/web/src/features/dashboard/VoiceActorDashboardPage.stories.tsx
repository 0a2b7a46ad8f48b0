import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProviderStatsReport } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { opened, unreadDirect, voiceActor } from '../../testing/invitations';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { VoiceActorDashboardPage } from './VoiceActorDashboardPage';

/** The voice actor's home (`/voice-actor/dashboard`, spec section 2) and its three tabs. */
const meta = {
  title: 'Screens/Voice actor dashboard',
  component: VoiceActorDashboardPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof VoiceActorDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const providerId = voiceActor.provider_id ?? 0;

const report: ProviderStatsReport = {
  provider_id: providerId,
  window_months: 12,
  response_time_window_months: 6,
  period_start: '2025-11-21',
  period_end: '2026-11-21',
  metrics: [
    { name: 'search_appearances', value: 8800, decile: 7, scale: 'Top' },
    { name: 'profile_views', value: 1240, decile: 9, scale: 'Top' },
    { name: 'sample_listens', value: 318, decile: 7, scale: 'Top' },
    { name: 'favorites', value: 12, decile: 3, scale: 'Bottom' },
    { name: 'bookings_completed', value: 4, decile: 8, scale: 'Top' },
    { name: 'invitations_received', value: 42, decile: 6, scale: 'Top' },
    { name: 'proposals_sent', value: 18, decile: 5, scale: 'Bottom' },
    { name: 'proposals_shortlisted', value: 5, decile: 7, scale: 'Top' },
    { name: 'median_response_time_hours', value: 3.5, decile: 8, scale: 'Top' },
  ],
};

const months = [
  ['2025-12', 0, 0],
  ['2026-01', 240, 1],
  ['2026-02', 0, 0],
  ['2026-03', 480, 2],
  ['2026-04', 1640, 5],
  ['2026-05', 320, 1],
  ['2026-06', 0, 0],
  ['2026-07', 560, 2],
  ['2026-08', 300, 1],
  ['2026-09', 400, 2],
  ['2026-10', 600, 3],
  ['2026-11', 144, 1],
] as const;

const dashboardApi: MockAnswers = {
  getProviderStats: report,
  getProviderMarket: {
    provider_id: providerId,
    window_months: 12,
    segments: [
      {
        language: { id: 12, name: 'English (North American)', slug: 'english-north-american' },
        voice_age_gender: { id: 31, name: 'Middle Age Female', slug: 'middle-age-female' },
        projects_count: 5210,
        providers_count: 8400,
        average_budget: 310,
      },
    ],
  },
  listProvidersAlsoVisited: [
    {
      id: 2,
      user_id: 102,
      user: { username: 'noah.bennett', name: 'Noah Bennett' },
      picture: null,
      location: { country_code: 'US', country_name: 'United States' },
      membership: 'Premium',
    },
  ],
  listProviderPendingInvitations: [unreadDirect, opened],
  getProviderOverallEarningStats: {
    provider_id: providerId,
    currency: 'USD',
    total_earnings: 12400,
    pending_earnings: 450,
    bookings_completed: 41,
    clients_count: 27,
    average_booking_value: 302.44,
  },
  getProviderMonthlyEarningStats: {
    provider_id: providerId,
    currency: 'USD',
    months: months.map(([month, earnings, bookings]) => ({ month, earnings, bookings_count: bookings })),
    total: months.reduce((sum, [, earnings]) => sum + earnings, 0),
  },
  listProviderBookingClients: [
    {
      user_id: 1502,
      username: 'brightside.learning',
      name: 'Brightside Bank Learning Team',
      picture_small: null,
      bookings_count: 4,
      total_earned: 1000,
      last_booked_at: '2026-10-20T15:00:00Z',
    },
  ],
};

/** Visibility: search appearances, views, plays and favorites placed Top or Bottom by decile, also visited, the market. */
export const Visibility: Story = {
  parameters: {
    app: appAt('/voice-actor/dashboard', { user: voiceActor, activeRole: 'provider', api: dashboardApi }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const views = await canvas.findByRole('group', { name: 'Profile views' }, LOADED);
    await expect(canvas.getByRole('group', { name: 'Search appearances' })).toHaveTextContent('8,800');
    await expect(views).toHaveTextContent('1,240');
    await expect(views).toHaveTextContent('Top 20% among comparable voice actors');
    await expect(canvas.getByRole('group', { name: 'Favorites' })).toHaveTextContent('Bottom 30%');
    await expect(await canvas.findByRole('link', { name: 'Noah Bennett' }, LOADED)).toHaveAttribute(
      'href',
      '/voice-actor/2',
    );
    await expect(
      await canvas.findByRole('rowheader', { name: 'English (North American)' }, LOADED),
    ).toBeVisible();
  },
};

/** Activity: what became of the invitations (bars, and a table on request), the response time, what waits. */
export const Activity: Story = {
  parameters: {
    app: appAt('/voice-actor/dashboard?tab=activity', {
      user: voiceActor,
      activeRole: 'provider',
      api: dashboardApi,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Activity' }, LOADED)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      await canvas.findByRole('img', { name: /Invitations received: 42, Proposals sent: 18/ }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Median response time' })).toHaveTextContent('3.5 h');
    await userEvent.click(canvas.getByRole('button', { name: 'Show as a table' }));
    await expect(canvas.getByRole('row', { name: 'Proposals shortlisted 5' })).toBeVisible();
    await expect(
      await canvas.findByRole('list', { name: 'Invitations waiting for your answer' }, LOADED),
    ).toBeVisible();
  },
};

/** Earnings: the overall figures, the months as a chart and as a table, the clients who booked. */
export const Earnings: Story = {
  parameters: {
    app: appAt('/voice-actor/dashboard?tab=earnings', {
      user: voiceActor,
      activeRole: 'provider',
      api: dashboardApi,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('$12,400', undefined, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('figure', { name: 'Monthly earnings' }, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the months as a table' }));
    await expect(canvas.getByRole('row', { name: '2026-04 $1,640.00 5' })).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'Brightside Bank Learning Team' }, LOADED),
    ).toHaveAttribute('href', '/client/1502');
  },
};

/** A new voice actor: nothing earned, no client yet, no response time before a first answer. */
export const NewVoiceActor: Story = {
  parameters: {
    app: appAt('/voice-actor/dashboard?tab=earnings', {
      user: voiceActor,
      activeRole: 'provider',
      api: {
        ...dashboardApi,
        getProviderStats: {
          ...report,
          metrics: report.metrics
            .filter((metric) => metric.name !== 'median_response_time_hours')
            .map((metric) => ({ ...metric, value: 0, decile: null, scale: null })),
        },
        getProviderOverallEarningStats: {
          provider_id: providerId,
          currency: 'USD',
          total_earnings: 0,
          pending_earnings: 0,
          bookings_completed: 0,
          clients_count: 0,
          average_booking_value: null,
        },
        getProviderMonthlyEarningStats: {
          provider_id: providerId,
          currency: 'USD',
          months: months.map(([month]) => ({ month, earnings: 0, bookings_count: 0 })),
          total: 0,
        },
        listProviderBookingClients: [],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No client has booked you yet.', undefined, LOADED)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Activity' }));
    await expect(
      await canvas.findByText(/Your median response time shows once/, undefined, LOADED),
    ).toBeVisible();
  },
};

/** While the figures load. */
export const Loading: Story = {
  parameters: {
    app: appAt('/voice-actor/dashboard', {
      user: voiceActor,
      activeRole: 'provider',
      api: {
        getProviderStats: () => new Promise<never>(() => undefined),
        getProviderMarket: () => new Promise<never>(() => undefined),
        listProvidersAlsoVisited: () => new Promise<never>(() => undefined),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading your stats', undefined, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The stats page of someone else's profile: the server's refusal in its words, in each block. */
export const StatsRefused: Story = {
  parameters: {
    app: appAt(`/stats/${String(providerId)}`, {
      user: users.both,
      api: {
        getProviderStats: ({ reply }) =>
          reply(403, errorBody('ForbiddenError', 'Only the voice actor or an admin can see these stats.')),
        getProviderMarket: ({ reply }) =>
          reply(403, errorBody('ForbiddenError', 'Only the voice actor or an admin can see this market.')),
        listProvidersAlsoVisited: [],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Voice actor stats' }, LOADED),
    ).toBeVisible();
    await expect(
      (await canvas.findAllByText('Only the voice actor or an admin can see these stats.', undefined, LOADED))
        .length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByRole('group', { name: 'Profile views' })).not.toBeInTheDocument();
  },
};
