import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FeatureRequest } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { FeatureRequestsPage } from './FeatureRequestsPage';

/** `/feature-requests` (issue 46; testers): file a request, read them, move one's own. */
const meta = {
  title: 'Screens/Feature requests',
  component: FeatureRequestsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof FeatureRequestsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const request = (
  id: number,
  title: string,
  userId: number,
  status: FeatureRequest['status'],
): FeatureRequest => ({
  id,
  title,
  description: 'On a casting with 80+ proposals, let the client filter them by accent.',
  status,
  user_id: userId,
  page_url: null,
  created_at: '2026-12-01T16:05:00Z',
  updated_at: '2026-12-01T16:05:00Z',
});
const mine = request(214, 'Filter proposals by accent', users.tester.id, 'open');
const theirs = request(215, 'Dark theme', 77, 'planned');
const api = (answers: MockAnswers = {}): MockAnswers => ({
  listFeatureRequests: ({ reply }) => reply(200, [mine, theirs], pageHeaders(1, 20, 2)),
  ...answers,
});
const at = (answers?: MockAnswers) =>
  appAt('/feature-requests', { user: users.tester, activeRole: 'client', api: api(answers) });

/** The tester's request as the server holds it: the list reads it again after a move. */
let stored: FeatureRequest = mine;

/** The requests: the tester moves their own; another tester's has no control. */
export const Requests: Story = {
  parameters: {
    app: at({
      listFeatureRequests: ({ reply }) => reply(200, [stored, theirs], pageHeaders(1, 20, 2)),
      updateFeatureRequest: ({ body }) => {
        stored = { ...stored, status: body?.status ?? stored.status };
        return stored;
      },
    }),
  },
  beforeEach: () => {
    stored = mine;
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const own = within(await canvas.findByRole('article', { name: 'Filter proposals by accent' }, LOADED));
    await expect(own.getByText(/Open · filed Dec 1, 2026 by you/)).toBeVisible();
    const other = within(canvas.getByRole('article', { name: 'Dark theme' }));
    await expect(other.queryByRole('combobox')).toBeNull();
    const status = own.getByRole('combobox', { name: 'Status of Filter proposals by accent' });
    await userEvent.selectOptions(status, 'in_progress');
    // The move is a request, and the list is read again after it: wait for what the page says.
    await own.findByText(/In progress · filed Dec 1, 2026 by you/, {}, LOADED);
    await expect(status).toHaveValue('in_progress');
    status.blur(); // its focus ring would depend on the story before (.storybook/visual.setup.ts)
    const [call] = storyApp(context).api.calls('updateFeatureRequest');
    await expect(call?.url).toBe('/api/feature_request/214');
    await expect(call?.body).toEqual({ status: 'in_progress' });
  },
};

/** Filing: each missing field said at once; then the server's refusal keeps what was typed. */
export const FileRefused: Story = {
  parameters: {
    app: at({
      createFeatureRequest: ({ reply }) =>
        reply(429, errorBody('TooManyRequestsError', 'Too many requests: try again in an hour.')),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('textbox', { name: /^Title/ }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'File the request' }));
    await expect(canvas.getByText('A title of at least 3 characters is required.')).toBeVisible();
    await expect(canvas.getByText('Describe the feature.')).toBeVisible();
    await userEvent.type(title, 'Bulk invite');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Description/ }),
      'Invite ten voice actors at once.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'File the request' }));
    await expect(await canvas.findByRole('alert', {}, LOADED)).toHaveTextContent(
      'Too many requests: try again in an hour.',
    );
    await expect(title).toHaveValue('Bulk invite');
  },
};

/** Filed: the page says so and the form is empty again. */
export const Filed: Story = {
  parameters: {
    app: at({
      createFeatureRequest: ({ reply }) => reply(201, request(216, 'Bulk invite', users.tester.id, 'open')),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const title = await canvas.findByRole('textbox', { name: /^Title/ }, LOADED);
    await userEvent.type(title, 'Bulk invite');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Description/ }),
      'Invite ten voice actors at once.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'File the request' }));
    await expect(await canvas.findByText('Filed “Bulk invite”.', {}, LOADED)).toBeVisible();
    await expect(title).toHaveValue('');
    const [call] = storyApp(context).api.calls('createFeatureRequest');
    await expect(call?.body).toEqual({
      title: 'Bulk invite',
      description: 'Invite ten voice actors at once.',
    });
  },
};

/** None filed yet. */
export const Empty: Story = {
  parameters: { app: at({ listFeatureRequests: ({ reply }) => reply(200, [], pageHeaders(1, 20, 0)) }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No feature request' }, LOADED);
  },
};
