import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { valentina, valentinaReviews } from '../../testing/profiles';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
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
