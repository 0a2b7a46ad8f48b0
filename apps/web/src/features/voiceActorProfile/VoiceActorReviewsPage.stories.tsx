import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Review, User } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { valentina, valentinaReviews } from '../../testing/profiles';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { VoiceActorReviewsPage } from './VoiceActorReviewsPage';

/**
 * A voice actor's reviews (`/voice-actor/{id}/reviews`, spec section 2), public: newest first, a page
 * at a time, the average from 5 reviews (section 5).
 */
const meta = {
  title: 'Screens/Voice actor reviews',
  component: VoiceActorReviewsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof VoiceActorReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor reads the first page of six reviews, with their average and the pages. */
export const Reviews: Story = {
  parameters: {
    app: appAt('/voice-actor/1/reviews', {
      api: {
        getProvider: { ...valentina, stats: { reviews_count: 6, average_rating: 4.7 } },
        listReviews: valentinaReviews,
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reviews of Valentina Reyes' }, LOADED),
    ).toBeVisible();
    const reviews = await canvas.findByRole('list', { name: 'Reviews of Valentina Reyes' }, LOADED);
    // The first page of five (a review's own parts may be lists too: count the page's entries).
    const entries = within(reviews)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === reviews);
    await expect(entries).toHaveLength(5);
    await expect(within(reviews).getByText('Daniel Brooks')).toBeVisible();
    await expect(within(reviews).queryByText('Marco Rossi')).toBeNull();
    await expect(canvas.getByRole('navigation', { name: 'Pages of reviews' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Back to Valentina Reyes's profile" })).toHaveAttribute(
      'href',
      '/voice-actor/1',
    );
    await expect(
      storyApp(context)
        .api.calls('listReviews')
        .map((call) => call.url),
    ).toEqual(['/api/reviews?target=provider&target_id=1&page=1&size=5']);
  },
};

/** Valentina herself, signed in: the reviewed voice actor, who responds. */
const valentinaUser = {
  ...users.provider,
  id: valentina.user_id,
  name: 'Valentina Reyes',
  provider_id: valentina.id,
};
const [daniel, amira] = valentinaReviews as [Review, Review, ...Review[]];
const answered: Review = {
  ...amira,
  response: { user_id: valentina.user_id, response: 'Thanks Amira!', created_at: '2025-05-11T12:00:00Z' },
};

const signedInAt = (user: User, api: MockAnswers) =>
  appAt('/voice-actor/1/reviews', {
    user,
    activeRole: user.provider_id ? ('provider' as const) : ('client' as const),
    api: {
      getProvider: { ...valentina, stats: { reviews_count: 6, average_rating: 4.7 } },
      listReviews: [daniel, answered],
      ...api,
    },
  });

/** The review of `author` in the page's list. */
async function reviewBy(canvasElement: HTMLElement, author: string) {
  const list = await within(canvasElement).findByRole('list', { name: 'Reviews of Valentina Reyes' }, LOADED);
  const item = within(list)
    .getAllByRole('listitem')
    .find((entry) => entry.parentElement === list && within(entry).queryByText(author) !== null);
  if (item === undefined) throw new Error(`No review by ${author}`);
  return within(item);
}

/** The reviewed voice actor responds to a review; the response is sent for that review. */
export const VoiceActorResponds: Story = {
  parameters: {
    app: signedInAt(valentinaUser, {
      createReviewResponse: ({ body, reply }) =>
        reply(201, {
          ...daniel,
          response: {
            user_id: valentina.user_id,
            response: body?.response ?? '',
            created_at: '2025-09-11T12:00:00Z',
          },
        }),
    }),
  },
  play: async (context) => {
    const review = await reviewBy(context.canvasElement, 'Daniel Brooks');
    await userEvent.click(review.getByRole('button', { name: 'Respond' }));
    await userEvent.type(review.getByRole('textbox', { name: 'Your response' }), 'Thank you, Daniel!');
    await userEvent.click(review.getByRole('button', { name: 'Post the response' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('createReviewResponse')
          .map((call) => [call.params, call.body]),
      ).toEqual([[{ id: String(daniel.id) }, { response: 'Thank you, Daniel!' }]]),
    );
  },
};

/** The server refuses the response: its words show under the form, the text stays. */
export const ResponseRefused: Story = {
  parameters: {
    app: signedInAt(valentinaUser, {
      createReviewResponse: ({ reply }) =>
        reply(
          409,
          errorBody('ConflictError', 'You have already responded to this review: edit your response.'),
        ),
    }),
  },
  play: async (context) => {
    const review = await reviewBy(context.canvasElement, 'Daniel Brooks');
    await userEvent.click(review.getByRole('button', { name: 'Respond' }));
    await userEvent.type(review.getByRole('textbox', { name: 'Your response' }), 'Thanks!');
    await userEvent.click(review.getByRole('button', { name: 'Post the response' }));
    await expect(await review.findByRole('alert')).toHaveTextContent(
      'You have already responded to this review: edit your response.',
    );
    await expect(review.getByRole('textbox', { name: 'Your response' })).toHaveValue('Thanks!');
    // The picture without the clicked button's focus ring, which Chromium draws or not by timing.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** A response shows under its review; its voice actor edits or deletes it (asked first). */
export const VoiceActorDeletesResponse: Story = {
  parameters: {
    app: signedInAt(valentinaUser, { deleteReviewResponse: ({ reply }) => reply(204, null) }),
  },
  play: async (context) => {
    const review = await reviewBy(context.canvasElement, 'Amira Haddad');
    await expect(review.getByText('Thanks Amira!')).toBeVisible();
    await expect(review.getByText('Response from Valentina Reyes')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Edit response' })).toBeVisible();
    await userEvent.click(review.getByRole('button', { name: 'Delete response' }));
    await userEvent.click(review.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('deleteReviewResponse')
          .map((call) => call.params),
      ).toEqual([{ id: String(amira.id) }]),
    );
  },
};

/** The author of a review changes its stars and text; nobody else is offered that. */
export const AuthorEditsReview: Story = {
  parameters: {
    app: signedInAt(
      { ...users.client, id: daniel.user_id, name: 'Daniel Brooks', provider_id: null },
      { updateReview: ({ body, reply }) => reply(200, { ...daniel, ...body }) },
    ),
  },
  play: async (context) => {
    const review = await reviewBy(context.canvasElement, 'Daniel Brooks');
    const other = await reviewBy(context.canvasElement, 'Amira Haddad');
    await expect(other.queryByRole('button')).toBeNull();
    await userEvent.click(review.getByRole('button', { name: 'Edit review' }));
    await userEvent.click(review.getByText('4 stars'));
    await userEvent.click(review.getByRole('button', { name: 'Save the review' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('updateReview')
          .map((call) => call.body),
      ).toEqual([{ rating: 4, review: daniel.review }]),
    );
  },
};
