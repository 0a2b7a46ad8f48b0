import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProviderStatsReport } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { valentina } from '../../testing/profiles';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ProfilePerformancePage } from './ProfilePerformancePage';

/** `/profile_performance_test/{id}` (issue 46; admins): a profile's measures and standing. */
const meta = {
  title: 'Screens/Profile performance',
  component: ProfilePerformancePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProfilePerformancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const report: ProviderStatsReport = {
  provider_id: valentina.id,
  window_months: 12,
  response_time_window_months: 6,
  period_start: '2025-12-01',
  period_end: '2026-11-30',
  metrics: [
    { name: 'profile_views', value: 1240, decile: 9, scale: 'Top' },
    { name: 'search_appearances', value: 8800, decile: 7, scale: 'Top' },
    { name: 'median_response_time_hours', value: 3.5, decile: 2, scale: 'Bottom' },
    { name: 'bookings_completed', value: 0, decile: null, scale: null },
  ],
};
const at = (answers: MockAnswers = {}) =>
  appAt(`/profile_performance_test/${String(valentina.id)}`, {
    user: users.admin,
    activeRole: 'client',
    api: { getProvider: valentina, getProviderStats: report, recalculateStats: { ok: true }, ...answers },
  });

/** The measures as a table, each with its decile and standing; recalculated on demand. */
export const Measures: Story = {
  parameters: { app: at() },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Performance measures' }, LOADED));
    const views = within(table.getByRole('row', { name: /Profile views/ }));
    await expect(views.getByRole('cell', { name: '1240' })).toBeVisible();
    await expect(views.getByRole('cell', { name: 'Top' })).toBeVisible();
    await expect(
      within(table.getByRole('row', { name: /Bookings completed/ })).getAllByRole('cell', {
        name: 'Not enough data',
      }),
    ).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset and recalculate stats' }));
    await expect(await canvas.findByText('The stats were reset and recalculated.', {}, LOADED)).toBeVisible();
    const [call] = storyApp(context).api.calls('recalculateStats');
    await expect(call?.body).toEqual({ entity: 'Provider', entity_id: valentina.id });
  },
};

/** The stats cannot be loaded: the failure in place with Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: at({
      getProviderStats: ({ reply }) =>
        reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: 'The profile’s performance could not be loaded' },
      LOADED,
    );
  },
};
