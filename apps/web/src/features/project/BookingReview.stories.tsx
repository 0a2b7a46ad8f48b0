import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Review } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageHeaders } from '../../testing/offers';
import { castingWith } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { bookingInvitationOf } from '../../testing/invitations';
import { users } from '../../testing/users';
import { ProjectPage } from './ProjectPage';

/**
 * The review panel of a completed booking (issue 42) on the booking's page, for its two parties:
 * Write a review while the server allows it, the refusal in the server's words, the viewer's own
 * review once written, and the panel's loading and failed states.
 */
const meta = {
  title: 'Screens/Project booking review',
  component: ProjectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const client = users.client;
const voiceActor = users.both;
const booking = castingWith({
  id: 7731,
  public_hash: 'bk7731',
  name: 'Podcast trailer read',
  type: 'booking',
  status: 'completed',
  completion_reason: 'deliverable-accepted',
  provider_id: voiceActor.provider_id,
  user_id: [client.id],
});
const path = `/projects/${booking.public_hash}`;
/** The booking's terms as its page reads them. */
const bookingTerms = bookingInvitationOf(booking, voiceActor.provider_id);

const allowed = (reviews: Review[], access: 'allowed' | 'denied'): MockAnswers['listReviews'] => {
  return ({ reply }) =>
    reply(200, reviews, { ...pageHeaders(1, 10, reviews.length), 'x-access-add-review': access });
};

const clientReview: Review = {
  id: 702,
  user_id: client.id,
  target: 'provider',
  target_id: voiceActor.provider_id,
  rating: 4,
  review: 'Warm, natural read and delivered a day early.',
  response: null,
  author: { id: client.id, username: client.username, name: client.name, picture_small: null },
  created_at: '2026-11-04T16:45:00Z',
  updated_at: null,
};

const asClient = (api: MockAnswers) =>
  appAt(path, {
    user: client,
    activeRole: 'client',
    api: { getProject: booking, listProjectNotes: [], listInvitations: [bookingTerms], ...api },
  });

/** The review panel `name`, once the page has its booking terms too (each loads apart). */
const panelOf = async (canvasElement: HTMLElement, name: string) => {
  await within(canvasElement).findByRole('region', { name: 'Booking terms' }, LOADED);
  return within(await within(canvasElement).findByRole('region', { name }, LOADED));
};

/** The client writes a review: stars and text are asked for, then sent about this booking. */
export const WritesReview: Story = {
  parameters: {
    app: asClient({
      listReviews: allowed([], 'allowed'),
      createReview: ({ body, reply }) =>
        reply(201, { ...clientReview, rating: body?.rating ?? 1, review: body?.review ?? '' }),
    }),
  },
  play: async (context) => {
    const panel = await panelOf(context.canvasElement, 'Review the voice actor');
    await userEvent.click(await panel.findByRole('button', { name: 'Write a review' }, LOADED));
    await userEvent.click(panel.getByRole('button', { name: 'Post the review' }));
    await expect(panel.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Your review' })).toHaveAccessibleDescription(
      expect.stringContaining('Write your review first.'),
    );
    await userEvent.click(panel.getByText('4 stars'));
    await userEvent.type(panel.getByRole('textbox', { name: 'Your review' }), 'Warm and early.');
    await userEvent.click(panel.getByRole('button', { name: 'Post the review' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('createReview')
          .map((call) => call.body),
      ).toEqual([
        {
          target: 'provider',
          target_id: voiceActor.provider_id,
          project_id: booking.id,
          rating: 4,
          review: 'Warm and early.',
        },
      ]),
    );
  },
};

/** The server refuses: its message shows as is, and what was typed stays. */
export const RefusedInServerWords: Story = {
  parameters: {
    app: asClient({
      listReviews: allowed([], 'allowed'),
      createReview: ({ reply }) =>
        reply(422, errorBody('UnprocessableEntityError', 'You have already reviewed this booking.')),
    }),
  },
  play: async (context) => {
    const panel = await panelOf(context.canvasElement, 'Review the voice actor');
    await userEvent.click(await panel.findByRole('button', { name: 'Write a review' }, LOADED));
    await userEvent.click(panel.getByText('5 stars'));
    await userEvent.type(panel.getByRole('textbox', { name: 'Your review' }), 'Great work.');
    await userEvent.click(panel.getByRole('button', { name: 'Post the review' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent(
      'You have already reviewed this booking.',
    );
    await expect(panel.getByRole('textbox', { name: 'Your review' })).toHaveValue('Great work.');
    // The picture without the clicked button's focus ring, which Chromium draws or not by timing.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** Reviewed already: the client's own review, with Edit and Delete instead of the form. */
export const AlreadyReviewed: Story = {
  parameters: { app: asClient({ listReviews: allowed([clientReview], 'denied') }) },
  play: async (context) => {
    const panel = await panelOf(context.canvasElement, 'Review the voice actor');
    await expect(await panel.findByText(clientReview.review)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Edit review' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Delete review' })).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Write a review' })).toBeNull();
  },
};

/** The booked voice actor reviews the client from the same page. */
export const VoiceActorReviewsClient: Story = {
  parameters: {
    app: appAt(path, {
      user: voiceActor,
      activeRole: 'provider',
      api: { getProject: booking, listInvitations: [bookingTerms], listReviews: allowed([], 'allowed') },
    }),
  },
  play: async (context) => {
    const panel = await panelOf(context.canvasElement, 'Review the client');
    await expect(await panel.findByRole('button', { name: 'Write a review' }, LOADED)).toBeVisible();
    const asked = new URL(storyApp(context).api.calls('listReviews')[0]?.url ?? '', 'http://story');
    await expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      target: 'client',
      target_id: String(client.id),
      project_id: String(booking.id),
    });
  },
};

/** The panel waits for the server's answer. */
export const Loading: Story = {
  parameters: { app: asClient({ listReviews: () => new Promise<never>(() => undefined) }) },
  play: async ({ canvasElement }) => {
    const skeleton = await within(canvasElement).findByLabelText('Loading your review', undefined, LOADED);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** The reviews could not be read: the panel says so in the server's words, the page stays. */
export const LoadFailed: Story = {
  parameters: {
    app: asClient({
      listReviews: ({ reply }) =>
        reply(503, errorBody('ServiceUnavailableError', 'Reviews are resting; try again soon.')),
    }),
  },
  play: async (context) => {
    const panel = await panelOf(context.canvasElement, 'Review the voice actor');
    await expect(await panel.findByRole('alert')).toHaveTextContent('Reviews are resting; try again soon.');
  },
};
