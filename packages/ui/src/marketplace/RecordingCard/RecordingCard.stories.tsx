import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleDeliverable, exampleDeliverableStatusLabels, exampleProjectName } from './fixtures';
import { RecordingCard, recordingViewers } from './RecordingCard';
import { playersReady } from '../../internal/fixtures/audio';

const meta = {
  title: 'Marketplace/RecordingCard',
  component: RecordingCard,
  tags: ['autodocs'],
  // Every player shows its file's length before the picture is taken (visual baselines).
  afterEach: async ({ canvasElement }) => {
    await playersReady(canvasElement);
  },
  args: {
    deliverable: exampleDeliverable,
    statusLabel: exampleDeliverableStatusLabels.posted,
    projectName: exampleProjectName,
    viewer: 'client',
    onAccept: fn(),
    onRequestRevision: fn(),
    onReject: fn(),
    onFlag: fn(),
    onSend: fn(),
  },
  argTypes: { viewer: { control: 'inline-radio', options: recordingViewers } },
} satisfies Meta<typeof RecordingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A sent recording, as the client sees it: the file, the dates, the four decisions. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Sent')).toBeVisible();
    await expect(card.getByRole('group', { name: 'cereal-spot-30s-final.wav' })).toBeVisible();
    await expect(card.getByText(/Accepted automatically on Nov 19, 2026/)).toBeVisible();
    card.getByRole('button', { name: 'Accept' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAccept).toHaveBeenCalledWith({ deliverableId: 3308 });
  },
};

/** Request revision: a dialog asks what should change. */
export const RequestRevision: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Request revision' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Request a revision' }));
    await userEvent.type(dialog.getByRole('textbox'), 'Slower on the tagline.');
    await userEvent.click(dialog.getByRole('button', { name: 'Request revision' }));
    await expect(args.onRequestRevision).toHaveBeenCalledWith({
      deliverableId: 3308,
      revisionRequest: 'Slower on the tagline.',
    });
  },
};

/** Reject: the client is advised to request a revision first (spec section 4). */
export const RejectAdvice: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reject' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Reject the recording?' });
    await expect(dialog).toHaveTextContent('We advise requesting a revision first');
    await expect(within(dialog).getByRole('button', { name: 'Request a revision instead' })).toBeVisible();
  },
};

/** Flag: a dialog asks what is wrong; nothing is sent without it. */
export const Flag: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Flag' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Flag the recording' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Flag' }));
    await expect(dialog.getByText('Say what is wrong with the recording.')).toBeVisible();
    await expect(args.onFlag).not.toHaveBeenCalled();
  },
};

/** Reviewed: the client viewed it and may still decide. */
export const Reviewed: Story = {
  args: {
    deliverable: { ...exampleDeliverable, status: 'reviewed' },
    statusLabel: exampleDeliverableStatusLabels.reviewed,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Reviewed')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Accept' })).toBeVisible();
  },
};

/** Accepted (by the client, or automatically at the date). */
export const Accepted: Story = {
  args: {
    deliverable: { ...exampleDeliverable, status: 'accepted' },
    statusLabel: exampleDeliverableStatusLabels.accepted,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accepted')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};

/** A revision asked for, with what should change. */
export const RevisionRequested: Story = {
  args: {
    deliverable: {
      ...exampleDeliverable,
      status: 'revision_requested',
      revision_request: 'Slower on the tagline, and a warmer smile on "crunchy".',
    },
    statusLabel: exampleDeliverableStatusLabels.revision_requested,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Changes asked')).toBeVisible();
  },
};

export const Rejected: Story = {
  args: {
    deliverable: { ...exampleDeliverable, status: 'rejected' },
    statusLabel: exampleDeliverableStatusLabels.rejected,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rejected')).toBeVisible();
  },
};

export const Flagged: Story = {
  args: {
    deliverable: { ...exampleDeliverable, status: 'flagged' },
    statusLabel: exampleDeliverableStatusLabels.flagged,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Flagged')).toBeVisible();
  },
};

/** The voice actor's draft, with a transfer link instead of files. */
export const VoiceActorDraft: Story = {
  args: {
    viewer: 'voiceActor',
    deliverable: {
      ...exampleDeliverable,
      status: 'created',
      is_draft: true,
      files: [],
      link: 'https://transfer.example.com/abc',
      auto_accept_at: null,
    },
    statusLabel: exampleDeliverableStatusLabels.created,
  },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Draft')).toBeVisible();
    await expect(card.getByRole('link', { name: /Open the recording link/ })).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Send recording' }));
    await expect(args.onSend).toHaveBeenCalledWith({ deliverableId: 3308 });
  },
};
