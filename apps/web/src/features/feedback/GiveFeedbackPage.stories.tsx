import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PublicFeedbackRequest } from '@vo/sdk';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { silentWav } from '../../testing/profiles';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { GiveFeedbackPage } from './GiveFeedbackPage';

/** The public feedback page (`/feedback/{hash}`) the mailed link opens, signed in or not. */
const meta = {
  title: 'Screens/Give feedback',
  component: GiveFeedbackPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof GiveFeedbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/feedback/fbR4q9Lm2x';

const request: PublicFeedbackRequest = {
  public_hash: 'fbR4q9Lm2x',
  request:
    'Hi! Could you listen to my audition for a bank e-learning course and tell me how the pacing feels?',
  project_name: 'Warm narrator for Brightside Bank e-learning',
  voice_actor_name: 'Maria Lopez',
  recordings: [{ name: 'Audition', url: silentWav(12) }],
  created_at: '2026-11-05T12:00:00Z',
};

/** The request, its audition to play and the feedback sent: the thanks replace the form. */
export const Answered: Story = {
  parameters: {
    app: appAt(path, {
      api: {
        getPublicFeedbackRequest: request,
        createFeedback: ({ body, reply }) =>
          reply(201, {
            id: 611,
            feedback_request_id: 240,
            user_id: null,
            feedback: body?.feedback ?? '',
            reply: null,
            created_at: '2026-11-06T10:20:00Z',
            replied_at: null,
          }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Feedback on Maria Lopez’s audition' }, LOADED);
    await expect(
      canvas.getByText('For the project “Warm narrator for Brightside Bank e-learning”'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play Audition by Maria Lopez' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Download/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByRole('textbox', { name: 'Your feedback' })).toHaveAccessibleDescription(
      expect.stringContaining('Write your feedback first.'),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your feedback' }), 'Lovely warmth.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Thank you, your feedback was sent' }),
    ).toBeVisible();
    await expect(storyApp(context).api.calls('createFeedback')[0]?.body).toEqual({
      feedback: 'Lovely warmth.',
    });
  },
};

/** A refused feedback: the server's message as is, the words kept. */
export const Refused: Story = {
  parameters: {
    app: appAt(path, {
      api: {
        getPublicFeedbackRequest: request,
        createFeedback: ({ reply }) =>
          reply(
            422,
            errorBody('UnprocessableEntityError', 'This request has received all the feedback it can take.'),
          ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Your feedback' }, LOADED);
    await userEvent.type(box, 'Slow down a little.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await canvas.findByText('This request has received all the feedback it can take.'),
    ).toBeVisible();
    await expect(box).toHaveValue('Slow down a little.');
  },
};

/** A link that leads nowhere (the request is gone): the server's words and the way home. */
export const UnknownLink: Story = {
  parameters: {
    app: appAt(path, {
      api: {
        getPublicFeedbackRequest: ({ reply }) =>
          reply(
            404,
            errorBody('NotFoundError', 'This feedback link does not exist. Check the address in the mail.'),
          ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'This feedback link does not work' }, LOADED);
    await expect(
      canvas.getByText('This feedback link does not exist. Check the address in the mail.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

/** While the request is on its way. */
export const Loading: Story = {
  parameters: {
    app: appAt(path, { api: { getPublicFeedbackRequest: () => new Promise<never>(() => undefined) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading the audition', undefined, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
