import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exampleOffer, exampleOfferStatusLabels } from './fixtures';
import { ProposalCard } from './ProposalCard';
import { proposalViewers } from './proposalCardTypes';
import { playersReady } from '../../internal/fixtures/audio';

const meta = {
  title: 'Marketplace/ProposalCard',
  component: ProposalCard,
  tags: ['autodocs'],
  // Every player shows its file's length before the picture is taken (visual baselines).
  afterEach: async ({ canvasElement }) => {
    await playersReady(canvasElement);
  },
  args: {
    offer: exampleOffer,
    statusLabel: exampleOfferStatusLabels.posted,
    viewer: 'client',
    profileHref: '/voice-actor/maria.lopez.vo',
    onListened: fn(),
    onVote: fn(),
    onOpenComments: fn(),
    onSetWinner: fn(),
    onDelete: fn(),
    onUndelete: fn(),
    onEdit: fn(),
    onWithdraw: fn(),
  },
  argTypes: { viewer: { control: 'inline-radio', options: proposalViewers } },
} satisfies Meta<typeof ProposalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('article', { name: 'Maria Lopez' }));

/** The client's view: marks, quote, votes, comments, winner and trash actions; Like by keyboard. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const view = card(canvasElement);
    await expect(view.getByText('Listened')).toBeVisible();
    await expect(view.getByText('Reviewed')).toBeVisible();
    await expect(view.getByText('$250.00')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Select as winner' })).toBeVisible();
    await expect(view.queryByRole('button', { name: /Download/ })).toBeNull();
    view.getByRole('button', { name: 'Like' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onVote).toHaveBeenCalledWith({ offerId: 55120, direction: 'up' });
  },
};

/** The client liked it: the Like toggle is pressed. */
export const ClientLiked: Story = {
  args: { myVote: 'up', offer: { ...exampleOffer, upvotes: 3 } },
  play: async ({ canvasElement }) => {
    const view = card(canvasElement);
    await expect(view.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByText('3 likes')).toBeVisible();
  },
};

/** The client may download the audition (only the owner's download marks it downloaded). */
export const ClientDownload: Story = {
  args: { onDownload: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      card(canvasElement).getByRole('button', { name: 'Download Audition by Maria Lopez' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith({ offerId: 55120 });
  },
};

/** The voice actor who sent it: the status, the marks, edit and withdraw; stream only. */
export const VoiceActorView: Story = {
  args: { viewer: 'voiceActor' },
  play: async ({ canvasElement }) => {
    const view = card(canvasElement);
    await expect(view.getByText('Sent')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Edit proposal' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Select as winner' })).toBeNull();
  },
};

/** A draft, as its voice actor sees it. */
export const Draft: Story = {
  args: {
    viewer: 'voiceActor',
    offer: { ...exampleOffer, status: 'created', is_draft: true, listened: false, reviewed: false },
    statusLabel: exampleOfferStatusLabels.created,
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Draft')).toBeVisible();
  },
};

/** The client asked for a revision. */
export const RevisionRequested: Story = {
  args: {
    viewer: 'voiceActor',
    offer: { ...exampleOffer, status: 'revision_requested' },
    statusLabel: exampleOfferStatusLabels.revision_requested,
  },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByText('Revision requested')).toBeVisible();
  },
};

/** Anyone else (a shared proposal list): the voice actor and the audition only. */
export const OtherViewer: Story = {
  args: { viewer: 'other' },
  play: async ({ canvasElement }) => {
    const view = card(canvasElement);
    await expect(view.getByRole('button', { name: 'Play Audition by Maria Lopez' })).toBeVisible();
    await expect(view.getAllByRole('button')).toHaveLength(1);
    await expect(view.queryByText('Listened')).toBeNull();
  },
};

/** The winner. */
export const Winner: Story = {
  args: { offer: { ...exampleOffer, winner: true } },
  play: async ({ canvasElement }) => {
    const view = card(canvasElement);
    await expect(view.getByText('Winner')).toBeVisible();
    await expect(view.queryByRole('button', { name: 'Select as winner' })).toBeNull();
  },
};

/** In the client's trash, with Restore. */
export const InTrash: Story = {
  args: { offer: { ...exampleOffer, deleted: true } },
  play: async ({ canvasElement, args }) => {
    const view = card(canvasElement);
    await expect(view.getByText('In the trash')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Restore' }));
    await expect(args.onUndelete).toHaveBeenCalledWith({ offerId: 55120 });
  },
};

/** A proposal without a custom audition (related samples only). */
export const NoAudition: Story = {
  args: { offer: { ...exampleOffer, audio_url: null } },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement).getByText('No audition recorded for this script; see the related samples.'),
    ).toBeVisible();
  },
};

/**
 * The client listens to a new audition (the story projects let a play function start audio): it
 * plays in place, stream only; once playback has really started the card reports it, and the app
 * (played here by the story's state) marks it Listened. Played to its end, the picture repeats.
 */
export const ListeningToTheAudition: Story = {
  args: { offer: { ...exampleOffer, listened: false } },
  render: function Render(args) {
    const [listened, setListened] = useState(args.offer.listened ?? false);
    return (
      <ProposalCard
        {...args}
        offer={{ ...args.offer, listened }}
        onListened={(event) => {
          setListened(true);
          args.onListened?.(event);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const view = card(canvasElement);
    const group = view.getByRole('group', { name: 'Audition by Maria Lopez' });
    const slider = within(group).getByRole('slider');
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    await expect(view.queryByText('Listened')).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Play Audition by Maria Lopez' }));
    await expect(await view.findByRole('button', { name: 'Pause Audition by Maria Lopez' })).toBeVisible();
    // Pause shows while the file still buffers; the listen counts once it really plays.
    await waitFor(() => expect(args.onListened).toHaveBeenCalledTimes(1));
    await expect(args.onListened).toHaveBeenCalledWith({ offerId: 55120 });
    await expect(await view.findByText('Listened')).toBeVisible();
    await expect(view.queryByRole('button', { name: /Download/ })).toBeNull();
    await expect(
      await view.findByRole('button', { name: 'Play Audition by Maria Lopez' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(group).toHaveTextContent('0:01 / 0:01');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onListened).toHaveBeenCalledTimes(1);
  },
};
