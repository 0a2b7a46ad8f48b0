import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { exampleBookingRequest, exampleInvitation, exampleInvitationStatusLabels } from './fixtures';
import { InvitationCard } from './InvitationCard';

const projectName = exampleInvitation.project.name;
const opened = '2026-11-02T09:00:00Z';

const meta = {
  title: 'Marketplace/InvitationCard',
  component: InvitationCard,
  tags: ['autodocs'],
  args: {
    invitation: exampleInvitation,
    statusLabel: exampleInvitationStatusLabels.requested,
    href: '#project',
    onOpen: fn(),
    onAccept: fn(),
    onDecline: fn(),
    onArchive: fn(),
  },
} satisfies Meta<typeof InvitationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new direct invitation, unread. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: `Unread: ${projectName}` }));
    await expect(card.getByText('Direct invitation')).toBeVisible();
    await expect(card.getByText('New')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Send a proposal' })).toBeVisible();
  },
};

/** An automatic invitation the voice actor has opened. */
export const AutomaticOpened: Story = {
  args: {
    invitation: { ...exampleInvitation, type: 'automatic', status: 'opened', opened_at: opened },
    statusLabel: exampleInvitationStatusLabels.opened,
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: projectName }));
    await expect(card.getByText('Automatic invitation')).toBeVisible();
    await expect(card.getByText('Opened')).toBeVisible();
  },
};

/** A booking request: Accept booking, no archive. */
export const BookingRequest: Story = {
  args: { invitation: exampleBookingRequest },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Booking request')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Archive' })).toBeNull();
    await userEvent.click(card.getByRole('button', { name: 'Accept booking' }));
    await expect(args.onAccept).toHaveBeenCalledWith({ invitationId: 7302 });
  },
};

/** Declining asks for a reason; the radios answer to the arrow keys. */
export const DeclineWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline' }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: `Decline ${projectName}` }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invitation' }));
    await expect(dialog.getByText('Choose a reason.')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'I am not available' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'The budget is too low' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invitation' }));
    await expect(args.onDecline).toHaveBeenCalledWith({
      invitationId: 7301,
      reason: 'budget-too-low',
      details: null,
    });
  },
};

/** Declined, with its reason. */
export const Declined: Story = {
  args: {
    invitation: {
      ...exampleInvitation,
      status: 'declined',
      opened_at: opened,
      rejection_reason: 'not-available',
      rejection_reason_details: 'Away until December.',
    },
    statusLabel: exampleInvitationStatusLabels.declined,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Declined: I am not available — Away until December.')).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** Accepted: a proposal was sent. */
export const Accepted: Story = {
  args: {
    invitation: { ...exampleInvitation, status: 'accepted', opened_at: opened },
    statusLabel: exampleInvitationStatusLabels.accepted,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accepted')).toBeVisible();
  },
};

/** Archived. */
export const Archived: Story = {
  args: {
    invitation: { ...exampleInvitation, status: 'archived', opened_at: opened },
    statusLabel: exampleInvitationStatusLabels.archived,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Archived')).toBeVisible();
  },
};

/** A booking whose terms changed, waiting for the client's confirmation. */
export const BookingTermsUpdated: Story = {
  args: {
    invitation: { ...exampleBookingRequest, status: 'terms_updated', opened_at: opened },
    statusLabel: exampleInvitationStatusLabels.terms_updated,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Terms updated')).toBeVisible();
  },
};

/** A confirmed booking. */
export const BookingConfirmed: Story = {
  args: {
    invitation: { ...exampleBookingRequest, status: 'confirmed', opened_at: opened },
    statusLabel: exampleInvitationStatusLabels.confirmed,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Confirmed')).toBeVisible();
  },
};

/** A cancelled booking (permanent). */
export const BookingCancelled: Story = {
  args: {
    invitation: { ...exampleBookingRequest, status: 'cancelled', opened_at: opened },
    statusLabel: exampleInvitationStatusLabels.cancelled,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancelled')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
