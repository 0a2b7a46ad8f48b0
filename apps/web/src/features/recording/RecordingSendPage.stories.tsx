import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { castingWith } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { RecordingSendPage } from './RecordingSendPage';

/**
 * The voice actor sends a booking's recording (`/projects/{hash}/recording/edit`): a file with its
 * progress, or a link; the spec's words for what is missing or wrong, the server's for a refusal.
 */
const meta = {
  title: 'Screens/Recording send',
  component: RecordingSendPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof RecordingSendPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const booking = castingWith({
  id: 7731,
  public_hash: 'bk7731',
  name: 'Brightside Bank onboarding',
  type: 'booking',
  status: 'booking-accepted',
  provider_id: users.provider.provider_id,
  quote_client_confirmation: true,
});
const path = `/projects/${booking.public_hash}/recording/edit`;
const voiceActor = { user: users.provider, activeRole: 'provider' as const };

/** Nothing chosen is refused before sending; a link the server refuses shows its words, the link stays. */
export const SendRefused: Story = {
  parameters: {
    app: appAt(path, {
      ...voiceActor,
      api: {
        getProject: booking,
        getProjectDeliverable: ({ reply }) =>
          reply(404, errorBody('NotFoundError', 'This booking has no recording yet.')),
        // The send is refused (the booking completed meanwhile).
        updateDeliverable: ({ reply }) =>
          reply(
            409,
            errorBody('ConflictError', 'This booking is complete: its recording takes no more steps.'),
          ),
      } satisfies MockAnswers,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = await canvas.findByRole('button', { name: 'Send the recording' }, LOADED);
    await userEvent.click(send);
    await expect(await canvas.findByText('A valid file is required.')).toBeVisible();
    const link = canvas.getByRole('textbox', { name: 'Link to the recording' });
    await userEvent.type(link, 'https://files.example.com/take-1.wav');
    await userEvent.click(send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This booking is complete: its recording takes no more steps.',
    );
    await expect(link).toHaveValue('https://files.example.com/take-1.wav');
  },
};

/** Someone else than the booked voice actor is told who sends the recording. */
export const NotTheVoiceActor: Story = {
  parameters: {
    app: appAt(path, {
      user: users.client,
      activeRole: 'client',
      api: { getProject: booking } satisfies MockAnswers,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Only the voice actor booked on this project sends its recording.',
        undefined,
        LOADED,
      ),
    ).toBeVisible();
  },
};
