import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FeedbackRequest } from '@vo/sdk';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { FeedbackAnswersPage } from './FeedbackAnswersPage';

/** The asker's feedback page (`/dashboard/feedback`): their requests, the feedback, the replies. */
const meta = {
  title: 'Screens/Feedback answers',
  component: FeedbackAnswersPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof FeedbackAnswersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/dashboard/feedback';
const client = { user: users.client };

const asked: FeedbackRequest = {
  id: 240,
  public_hash: 'fbR4q9Lm2x',
  user_id: users.client.id,
  emails: ['coach@example.com', 'jon.baker@example.com'],
  request: 'Could you listen to this audition and tell me what you think?',
  offer_id: 55120,
  project_id: 90412,
  project: {
    id: 90412,
    public_hash: 'p7Xk2LmQ9v',
    slug: 'warm-narrator',
    name: 'Warm narrator for Brightside Bank e-learning',
    type: 'casting',
    status: 'active',
    deadline: '2026-11-20T17:00:00Z',
  },
  voice_actor_name: 'Maria Lopez',
  feedbacks: [
    {
      id: 611,
      feedback_request_id: 240,
      user_id: null,
      feedback: 'Lovely warmth. The second paragraph felt a little rushed.',
      reply: null,
      created_at: '2026-11-06T10:20:00Z',
      replied_at: null,
    },
  ],
  created_at: '2026-11-05T12:00:00Z',
};

/** A request with its feedback: the client replies, and the reply is sent as typed. */
export const Answers: Story = {
  parameters: {
    app: appAt(path, {
      ...client,
      api: {
        listFeedbackRequests: ({ reply }) => reply(200, [asked], pageHeaders(1, 10, 1)),
        replyToFeedback: ({ body, reply }) =>
          reply(200, {
            ...(asked.feedbacks[0] ?? { id: 611, feedback_request_id: 240, feedback: '', created_at: '' }),
            reply: body?.reply ?? null,
            replied_at: '2026-11-06T18:02:00Z',
          }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const card = within(
      await canvas.findByRole('article', { name: 'Warm narrator for Brightside Bank e-learning' }, LOADED),
    );
    await expect(
      card.getByRole('link', { name: 'Warm narrator for Brightside Bank e-learning' }),
    ).toHaveAttribute('href', '/projects/p7Xk2LmQ9v/proposals/details/55120');
    await expect(card.getByText(/Audition by Maria Lopez/)).toBeVisible();
    await expect(card.getByText(/Sent to coach@example.com, jon.baker@example.com/)).toBeVisible();
    await expect(card.getByText('Lovely warmth. The second paragraph felt a little rushed.')).toBeVisible();
    await userEvent.type(card.getByRole('textbox', { name: 'Your reply' }), 'Thanks, noted.');
    await userEvent.click(card.getByRole('button', { name: 'Reply' }));
    await expect(await card.findByText('Reply saved.')).toBeVisible();
    const sent = storyApp(context).api.calls('replyToFeedback')[0];
    await expect(sent?.body).toEqual({ reply: 'Thanks, noted.' });
  },
};

/** A refused reply: the server's message as is, the reply kept. */
export const ReplyRefused: Story = {
  parameters: {
    app: appAt(path, {
      ...client,
      api: {
        listFeedbackRequests: ({ reply }) => reply(200, [asked], pageHeaders(1, 10, 1)),
        replyToFeedback: ({ reply }) =>
          reply(
            403,
            errorBody('ForbiddenError', 'Only the person who asked for this feedback may reply to it.'),
          ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Your reply' }, LOADED);
    await userEvent.type(box, 'Thanks!');
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(
      await canvas.findByText('Only the person who asked for this feedback may reply to it.'),
    ).toBeVisible();
    await expect(box).toHaveValue('Thanks!');
  },
};

/** No request yet: where to ask from. */
export const Empty: Story = {
  parameters: { app: appAt(path, { ...client, api: { listFeedbackRequests: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No feedback requests yet' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your projects' })).toHaveAttribute(
      'href',
      '/dashboard/projects',
    );
  },
};

/** The list failed: the server's message and Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt(path, {
      ...client,
      api: {
        listFeedbackRequests: ({ reply }) =>
          reply(400, errorBody('ValidationError', 'The page must be a whole number.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your feedback requests could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('The page must be a whole number.')).toBeVisible();
  },
};

/** While the list is on its way. */
export const Loading: Story = {
  parameters: {
    app: appAt(path, { ...client, api: { listFeedbackRequests: () => new Promise<never>(() => undefined) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByLabelText('Loading your feedback requests', undefined, LOADED),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
