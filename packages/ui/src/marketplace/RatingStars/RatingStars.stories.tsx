import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RatingStars, ratingStarsModes, ratingStarsSizes } from './RatingStars';

const meta = {
  title: 'Marketplace/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { value: 4.5, onValueChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ratingStarsModes },
    size: { control: 'inline-radio', options: ratingStarsSizes },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rating on display, read as "4.5 out of 5". */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '4.5 out of 5' })).toBeVisible();
  },
};

/** Whole, half and rounded ratings. */
export const DisplayValues: Story = {
  render: (args) => (
    <div>
      {[5, 4.5, 3.2, 2.75, 1].map((value) => (
        <p key={value}>
          <RatingStars {...args} value={value} showValue />
        </p>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['5 out of 5', '4.5 out of 5', '3.2 out of 5', '2.8 out of 5', '1 out of 5']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

/** An average with its review count. */
export const WithReviewCount: Story = {
  args: { value: 4.8, reviewCount: 37, showValue: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('(37 reviews)')).toBeVisible();
  },
};

/** Fewer than 5 reviews: no average yet (spec section 5), only the count. */
export const FewerThanFiveReviews: Story = {
  args: { value: 5, reviewCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 reviews')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The three sizes. */
export const Sizes: Story = {
  render: (args) => (
    <div>
      {ratingStarsSizes.map((size) => (
        <p key={size}>
          <RatingStars {...args} size={size} />
        </p>
      ))}
    </div>
  ),
};

/** Input: nothing chosen yet; Tab enters the group, the arrows choose. */
export const Input: Story = {
  args: { mode: 'input', value: undefined, label: 'How was working with Maria?' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'How was working with Maria?' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 2 });
  },
};

/** Input with a choice made. */
export const InputChosen: Story = {
  args: { mode: 'input', value: undefined, defaultValue: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

/** Input turned off. */
export const InputDisabled: Story = {
  args: { mode: 'input', value: undefined, defaultValue: 3, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '5 stars' })).toBeDisabled();
  },
};
