import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { profileViews } from './exampleVisibility';
import { VisibilityChart } from './VisibilityChart';

const meta = {
  title: 'Marketplace/VisibilityChart',
  component: VisibilityChart,
  tags: ['autodocs'],
  args: {
    points: profileViews,
    measure: 'Profile views',
    description: 'How often clients opened your profile',
  },
} satisfies Meta<typeof VisibilityChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months of profile views. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/highest in Oct 2026 with 146/);
    await expect(canvas.getAllByRole('row')).toHaveLength(13);
  },
};

/** Reading the points by keyboard. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nov 2025: 64');
  },
};

/** Another measure: search appearances, in thousands. */
export const SearchAppearances: Story = {
  args: {
    measure: 'Search appearances',
    points: profileViews.map((point) => ({ ...point, value: point.value * 37 })),
    description: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('columnheader', { name: 'Search appearances' }),
    ).toBeInTheDocument();
  },
};

/** A flat line of zeros. */
export const NoViews: Story = {
  args: { points: profileViews.map((point) => ({ ...point, value: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(/0 in all/);
  },
};

/** No data yet. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No visibility data for the last 12 months yet.'),
    ).toBeVisible();
  },
};
