import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { answeredReview, unansweredReview } from './fixtures';
import { ReviewItem } from './ReviewItem';

const meta = {
  title: 'Marketplace/ReviewItem',
  component: ReviewItem,
  tags: ['autodocs'],
  args: { review: answeredReview, responderName: 'Maria Lopez', timeZone: 'UTC' },
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A review with the voice actor's response. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const review = within(canvasElement).getByRole('article', { name: 'Daniel Brooks' });
    await expect(within(review).getByRole('img', { name: '5 out of 5' })).toBeVisible();
    await expect(within(review).getByText('Response from Maria Lopez')).toBeVisible();
  },
};

/** Not answered yet, edited by its author; the voice actor may respond. */
export const Unanswered: Story = {
  args: { review: unansweredReview, actions: <Button onClick={fn()}>Respond</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(edited)')).toBeVisible();
    await expect(canvas.queryByText(/Response from/)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Respond' })).toHaveFocus();
  },
};

/** A long review and a low rating. */
export const LongReview: Story = {
  args: {
    review: {
      ...unansweredReview,
      rating: 2,
      review:
        'The read itself was fine, but the delivery came two days after the agreed turnaround and the ' +
        'file needed noise removal before we could use it.\n\nWe asked for one revision, which was ' +
        'delivered on time and fixed the issues.',
      response: {
        user_id: 9310,
        response: 'Sorry about the delay: my studio was flooded that week. Thank you for your patience.',
        created_at: '2026-10-14T09:00:00Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '2 out of 5' })).toBeVisible();
  },
};

/** A list of reviews, as on a profile. */
export const List: Story = {
  render: (args) => (
    <div>
      <ReviewItem {...args} review={answeredReview} />
      <ReviewItem {...args} review={unansweredReview} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};
