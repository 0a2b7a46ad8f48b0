import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TopSearch } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { documentOf, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { TopSearchesPage } from './TopSearchesPage';

/** `/top-searches` (issue 46; admins): the keywords searched most, cleared one by one or all. */
const meta = {
  title: 'Screens/Top searches',
  component: TopSearchesPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof TopSearchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows: TopSearch[] = [
  { keyword: 'spanish narrator', count: 1873, last_searched_at: '2026-12-07T09:30:00Z' },
  { keyword: 'british male', count: 912, last_searched_at: '2026-12-07T08:10:00Z' },
  { keyword: 'cartoon', count: 1, last_searched_at: '2026-12-01T12:00:00Z' },
];
const api = (answers: MockAnswers = {}): MockAnswers => ({
  listTopSearches: ({ reply }) => reply(200, rows, pageHeaders(1, 20, rows.length)),
  clearSearchKeywords: { ok: true },
  ...answers,
});
const at = (path: string, answers?: MockAnswers) =>
  appAt(path, { user: users.admin, activeRole: 'client', api: api(answers) });

/** The keywords, most searched first, each with its count and when it was last searched. */
export const Keywords: Story = {
  parameters: { app: at('/top-searches') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(await canvas.findByRole('article', { name: 'spanish narrator' }, LOADED));
    await expect(first.getByText('1873 searches')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'cartoon' })).getByText('1 search'),
    ).toBeVisible();
  },
};

/** Clearing one keyword: the server is asked for that keyword only, and the page says it was cleared. */
export const ClearOne: Story = {
  parameters: { app: at('/top-searches') },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear british male' }, LOADED));
    await expect(
      await canvas.findByText('“british male” was cleared from the top searches.', {}, LOADED),
    ).toBeVisible();
    const [call] = storyApp(context).api.calls('clearSearchKeywords');
    await expect(call?.body).toEqual({ keywords: ['british male'] });
  },
};

/** Clearing every keyword after a confirmation; refused, the dialog says why in the server's words. */
export const ClearAllRefused: Story = {
  parameters: {
    app: at('/top-searches', {
      clearSearchKeywords: ({ reply }) =>
        reply(403, errorBody('ForbiddenError', 'This needs the admin role.')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear all keywords' }, LOADED));
    const dialog = within(
      await documentOf(canvasElement).findByRole('dialog', { name: 'Clear every keyword?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Clear all keywords' }));
    await expect(await dialog.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'This needs the admin role.',
    );
  },
};

/** Counted over the last 7 days: the server is asked from that date. */
export const LastSevenDays: Story = {
  parameters: { app: at('/top-searches') },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('article', { name: 'spanish narrator' }, LOADED);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Counted over' }), '7');
    await waitFor(() => expect(storyApp(context).location()).toBe('/top-searches?days=7'), LOADED);
    const url = storyApp(context).api.calls('listTopSearches').at(-1)?.url ?? '';
    await expect(url).toMatch(/since=\d{4}-\d{2}-\d{2}/);
  },
};

/** No searches yet: the empty state says what will show. */
export const Empty: Story = {
  parameters: {
    app: at('/top-searches', { listTopSearches: ({ reply }) => reply(200, [], pageHeaders(1, 20, 0)) }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No searches yet' }, LOADED);
  },
};

/** The list cannot be loaded: the failure in place with Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: at('/top-searches', {
      listTopSearches: ({ reply }) =>
        reply(503, errorBody('ServiceUnavailableError', 'Try again in a moment.')),
    }),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'heading',
      { name: 'The top searches could not be loaded' },
      LOADED,
    );
  },
};
