import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OutcomeBars } from './OutcomeBars';

const meta = {
  title: 'Marketplace/OutcomeBars',
  component: OutcomeBars,
  tags: ['autodocs'],
  args: {
    title: 'Invitations and auditions',
    description: 'Last 12 months',
    bars: [
      { key: 'invitations', label: 'Invitations received', value: 42 },
      { key: 'proposals', label: 'Proposals sent', value: 18 },
      { key: 'shortlisted', label: 'Proposals shortlisted', value: 5, tone: 'success' },
      { key: 'bookings', label: 'Bookings completed', value: 2, tone: 'success' },
    ],
  },
} satisfies Meta<typeof OutcomeBars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing is one image named by every value. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Invitations and auditions' })).toBeVisible();
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      'Invitations received: 42, Proposals sent: 18, Proposals shortlisted: 5, Bookings completed: 2',
    );
  },
};

/** The table alternative: the same values, one row each. */
export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as a table' }));
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: 'Proposals sent 18' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide the table' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Nothing counted yet: every bar empty, the values still read. */
export const AllZero: Story = {
  args: {
    bars: [
      { key: 'invitations', label: 'Invitations received', value: 0 },
      { key: 'proposals', label: 'Proposals sent', value: 0 },
    ],
  },
};

export const Empty: Story = { args: { bars: [] } };
