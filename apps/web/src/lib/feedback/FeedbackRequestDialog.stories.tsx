import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockAnswers } from '@vo/sdk/mocks';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { auditioners, offerBy, pageHeaders, seenBy } from '../../testing/offers';
import { castingWith } from '../../testing/projects';
import { documentOf, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { FeedbackRequestDialog } from './FeedbackRequestDialog';

/**
 * The feedback request dialog, opened from the voice actor's outbox (a project owner opens the same
 * one on a proposal's details): allowed or not as the server says, the addresses checked as typed,
 * the server's refusal in its words.
 */
const meta = {
  title: 'Screens/Feedback request dialog',
  component: FeedbackRequestDialog,
  // The app renders the outbox at the story's address; these are the dialog's props for the docs.
  args: { offerId: 801, about: 'your audition', onClose: () => undefined },
  ...storyAppAnnotations,
} satisfies Meta<typeof FeedbackRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const leo = users.provider;
const voiceActor = { user: leo, activeRole: 'provider' as const };
const casting = castingWith({
  id: 21,
  public_hash: 'c21',
  name: 'Radio spot for the summer sale',
  user_id: [],
});
const audition = seenBy(
  offerBy(auditioners.leo, 801, { project_id: 21, status: 'reviewed', listened: true, reviewed: true }),
  leo,
);

const outbox = (answers: MockAnswers) =>
  appAt('/dashboard/offers', {
    ...voiceActor,
    api: {
      listOffers: ({ reply }) => reply(200, [audition], pageHeaders(1, 10, 1)),
      getProject: casting,
      ...answers,
    },
  });

/** Opens the dialog from the audition's card. */
async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole(
      'button',
      { name: 'Ask for feedback on your audition for Radio spot for the summer sale' },
      LOADED,
    ),
  );
  return within(await documentOf(canvasElement).findByRole('dialog', { name: 'Ask for feedback' }));
}

/** The addresses checked as typed (the bad one named), then sent: the dialog says to how many. */
export const Sent: Story = {
  parameters: {
    app: outbox({
      getFeedbackRequestsAllowed: { allowed: true, message: null },
      createFeedbackRequest: ({ body, reply, generated }) =>
        reply(201, { ...generated(), emails: body?.emails ?? [], feedbacks: [] }),
    }),
  },
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement);
    const field = await dialog.findByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(field, 'coach@example.com, jon.baker@example');
    await userEvent.tab();
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining('“jon.baker@example” is not a valid e-mail address.'),
    );
    await userEvent.type(field, '.com');
    await expect(field).not.toHaveAccessibleDescription(expect.stringContaining('not a valid'));
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await expect(await dialog.findByText('Your request was sent to 2 addresses.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'your feedback page' })).toHaveAttribute(
      'href',
      '/dashboard/feedback',
    );
    await expect(storyApp(context).api.calls('createFeedbackRequest')[0]?.body).toEqual({
      offer_id: 801,
      emails: ['coach@example.com', 'jon.baker@example.com'],
      request: 'Could you listen to this audition and tell me what you think?',
    });
  },
};

/** The server refuses the send: its message as is, the addresses kept. */
export const Refused: Story = {
  parameters: {
    app: outbox({
      getFeedbackRequestsAllowed: { allowed: true, message: null },
      createFeedbackRequest: ({ reply }) =>
        reply(
          422,
          errorBody(
            'UnprocessableEntityError',
            'You can ask 1 more address for feedback today (at most 40 a day): remove 1.',
          ),
        ),
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const field = await dialog.findByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(field, 'coach@example.com, jon@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send the request' }));
    await expect(
      await dialog.findByText('You can ask 1 more address for feedback today (at most 40 a day): remove 1.'),
    ).toBeVisible();
    await expect(field).toHaveValue('coach@example.com, jon@example.com');
  },
};

/** The server does not allow a request now: its message, and no form. */
export const NotAllowed: Story = {
  parameters: {
    app: outbox({
      getFeedbackRequestsAllowed: {
        allowed: false,
        message:
          'You have asked 40 addresses for feedback in the last 24 hours, the most a day allows. You can ask again in 5 hours.',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(
      await dialog.findByText(
        'You have asked 40 addresses for feedback in the last 24 hours, the most a day allows. You can ask again in 5 hours.',
      ),
    ).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'E-mail addresses' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Send the request' })).toBeNull();
  },
};
