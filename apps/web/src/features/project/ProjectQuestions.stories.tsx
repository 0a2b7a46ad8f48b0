import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProjectQuestion } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activeCasting, castingWith, publicCasting } from '../../testing/projects';
import { documentOf, holdSnackbar, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ProjectPage } from './ProjectPage';

/**
 * A project's questions view (`/projects/{public_hash}/questions`, faq comes here): voice actors ask
 * the client, the owners answer in the thread, authors delete; what is offered is the project
 * machine's answer for the viewer.
 */
const meta = {
  title: 'Screens/Project questions',
  component: ProjectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = `/projects/${activeCasting.public_hash}/questions`;
const owner = { user: users.client, activeRole: 'client' as const };
const voiceActor = { user: users.provider, activeRole: 'provider' as const };

/** Leo (users.provider) asked; the client answered once. */
const answered: ProjectQuestion = {
  id: 3301,
  project_id: activeCasting.id,
  provider_id: users.provider.provider_id,
  provider: {
    id: users.provider.provider_id,
    user_id: users.provider.id,
    user: { username: users.provider.username, name: users.provider.name },
    picture: null,
    location: null,
    membership: 'Premium',
  },
  message: 'Should the Spanish modules be recorded by the same voice, or is a separate actor fine?',
  answers: [
    {
      id: 4410,
      question_id: 3301,
      user_id: users.client.id,
      message: 'Same voice preferred, but we will consider separate actors.',
      created_at: '2026-11-05T10:02:00Z',
      reviewed: false,
    },
  ],
  created_at: '2026-11-04T18:40:00Z',
  reviewed: true,
};

/** Another voice actor's question, new to the client. */
const unanswered: ProjectQuestion = {
  id: 3302,
  project_id: activeCasting.id,
  provider_id: 4830,
  provider: {
    id: 4830,
    user_id: 9400,
    user: { username: 'valentina.vo', name: 'Valentina Reyes' },
    picture: null,
    location: null,
    membership: 'Platinum',
  },
  message: 'Is a finished WAV at 48 kHz fine, or do you need the raw takes too?',
  answers: [],
  created_at: '2026-11-06T08:15:00Z',
  reviewed: false,
};

const withPending = castingWith({
  stats: {
    offers_received_manual: 0,
    offers_received_automatic: 0,
    offers_opened: 0,
    pending_questions: 1,
    pending_answers: 0,
  },
});

/** The owner sees the threads and the new question's count, answers it, and the question is marked reviewed. */
export const OwnerAnswers: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        getProject: withPending,
        listProjectQuestions: [answered, unanswered],
        createProjectAnswer: ({ body }) => ({
          ...unanswered,
          reviewed: true,
          answers: [
            {
              id: 4411,
              question_id: unanswered.id,
              user_id: users.client.id,
              message: body?.message ?? '',
              created_at: '2026-11-06T09:00:00Z',
              reviewed: false,
            },
          ],
        }),
      } satisfies MockAnswers,
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Questions' }, LOADED);
    await expect(canvas.getByRole('link', { name: /Questions 1 new/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Viewing the questions reviews them: the new one is marked, once.
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('setProjectQuestionsAsReviewed')
          .map((call) => call.body),
      ).toEqual([{ project_id: activeCasting.id, question_ids: [unanswered.id] }]),
    );
    const thread = within(list).getByRole('listitem', { name: 'Question from Valentina Reyes' });
    await userEvent.type(
      within(thread).getByRole('textbox', { name: 'Your answer' }),
      'The finished WAV is enough, thank you.',
    );
    await userEvent.click(within(thread).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('createProjectAnswer')
          .map((call) => call.body),
      ).toEqual([{ user_id: users.client.id, message: 'The finished WAV is enough, thank you.' }]),
    );
    await expect(within(thread).getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    await holdSnackbar(context.canvasElement, 'Answer sent');
  },
};

/** A voice actor on an active casting asks; an empty question is refused before it is sent. */
export const VoiceActorAsks: Story = {
  parameters: {
    app: appAt(path, {
      ...voiceActor,
      api: {
        getProject: publicCasting,
        listProjectQuestions: [],
        createProjectQuestion: ({ body }) => ({
          ...answered,
          answers: [],
          reviewed: false,
          message: body?.message ?? '',
        }),
      } satisfies MockAnswers,
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No questions yet' }, LOADED)).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Ask the client a question' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(await canvas.findByText('Write your question.')).toBeVisible();
    await userEvent.type(field, 'Do you need a slate at the start of each file?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('createProjectQuestion')
          .map((call) => call.body),
      ).toEqual([
        {
          provider_id: users.provider.provider_id,
          message: 'Do you need a slate at the start of each file?',
        },
      ]),
    );
    await expect(field).toHaveValue('');
    await holdSnackbar(context.canvasElement, 'Question sent to the client');
  },
};

/** The server refuses the question (the casting closed meanwhile): its reason shows, the text stays. */
export const AskRefused: Story = {
  parameters: {
    app: appAt(path, {
      ...voiceActor,
      api: {
        getProject: publicCasting,
        listProjectQuestions: [],
        createProjectQuestion: ({ reply }) =>
          reply(409, errorBody('ConflictError', 'A project in status closed cannot be asked questions.')),
      } satisfies MockAnswers,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Ask the client a question' }, LOADED);
    await userEvent.type(field, 'Is the budget per module or for all eight?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send question' }));
    await expect(
      await canvas.findByText('A project in status closed cannot be asked questions.'),
    ).toBeVisible();
    await expect(field).toHaveValue('Is the budget per module or for all eight?');
  },
};

/** The asker reads the answer (marked reviewed), follows up, and deletes their question after confirming. */
export const AskerDeletes: Story = {
  parameters: {
    app: appAt(path, {
      ...voiceActor,
      api: {
        getProject: publicCasting,
        listProjectQuestions: [answered],
        deleteProjectQuestion: ({ reply }) => reply(204, null),
      } satisfies MockAnswers,
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const page = documentOf(context.canvasElement);
    const thread = await canvas.findByRole('listitem', { name: 'Question from you' }, LOADED);
    await expect(
      within(thread).getByText('Same voice preferred, but we will consider separate actors.'),
    ).toBeVisible();
    await expect(within(thread).getByText(/^The client answered on/)).toBeVisible();
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('setProjectAnswersAsReviewed')
          .map((call) => call.body),
      ).toEqual([{ project_id: activeCasting.id, answer_ids: [4410] }]),
    );
    await expect(within(thread).getByRole('textbox', { name: 'Follow up' })).toBeVisible();
    // Not the answer's author: only the question is theirs to delete.
    await expect(within(thread).queryByRole('button', { name: 'Delete answer' })).toBeNull();
    await userEvent.click(within(thread).getByRole('button', { name: 'Delete question' }));
    const dialog = await page.findByRole('dialog', { name: 'Delete this question?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(storyApp(context).api.calls('deleteProjectQuestion')).toHaveLength(1));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await holdSnackbar(context.canvasElement, 'Question deleted');
  },
};

/** A closed casting: the threads stay readable and answerable by the owner, nobody asks any more. */
export const ClosedCasting: Story = {
  parameters: {
    app: appAt(path, {
      ...voiceActor,
      api: {
        getProject: { ...publicCasting, status: 'closed', closing_reason: 'client' },
        listProjectQuestions: [unanswered],
      } satisfies MockAnswers,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Questions' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Ask the client a question' })).toBeNull();
    // Someone else's thread: no answer form, no delete.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Delete/ })).toBeNull();
  },
};
