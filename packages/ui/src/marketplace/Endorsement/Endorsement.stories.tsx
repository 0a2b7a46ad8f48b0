import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Endorsement, endorsementViews } from './Endorsement';
import { clientEndorsement, declinedEndorsement, pendingPeerEndorsement } from './fixtures';

const meta = {
  title: 'Marketplace/Endorsement',
  component: Endorsement,
  tags: ['autodocs'],
  args: { endorsement: clientEndorsement, view: 'public', timeZone: 'UTC' },
  argTypes: { view: { control: 'inline-radio', options: endorsementViews } },
} satisfies Meta<typeof Endorsement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the voice actor's profile: who endorsed, as what, when. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('article', { name: 'Daniel Brooks' });
    await expect(item).toHaveTextContent('Endorsed Nov 9, 2026');
  },
};

/** The voice actor's own list: an endorsed request. */
export const OwnerEndorsed: Story = {
  args: { view: 'owner' },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('article', { name: 'Daniel Brooks' });
    await expect(item).toHaveTextContent('Endorsed Nov 9, 2026');
    await expect(within(item).getByText(/would you endorse my narration work/)).toBeVisible();
  },
};

/** A request to a fellow voice actor, not answered yet (known by address only). */
export const OwnerPending: Story = {
  args: { view: 'owner', endorsement: pendingPeerEndorsement },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('article', { name: 'sam.ortiz@example.com' });
    await expect(within(item).getByText('Awaiting answer')).toBeVisible();
  },
};

/** A declined request. */
export const OwnerDeclined: Story = {
  args: { view: 'owner', endorsement: declinedEndorsement },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('article', { name: 'Alex Kim' });
    await expect(item).toHaveTextContent('Declined Nov 11, 2026');
  },
};
