import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { exampleBooking, exampleCasting, exampleStatusTones } from './fixtures';
import { ProjectCard, type ProjectCardLabel, type ProjectCardProject } from './ProjectCard';

const meta = {
  title: 'Marketplace/ProjectCard',
  component: ProjectCard,
  tags: ['autodocs'],
  args: {
    project: exampleCasting,
    label: { text: 'now inviting', yourMove: false, tone: 'success' },
    href: '/projects/p7Xk2LmQ9v/brightside-bank-onboarding-course',
  },
} satisfies Meta<typeof ProjectCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A story per label of spec section 4: the project, the label and what the card must say. The tone
 * is the one the app would map the project's status to.
 */
const labelled = (
  project: ProjectCardProject,
  label: Omit<ProjectCardLabel, 'tone'>,
  expected: string,
): Story => ({
  args: { project, label: { ...label, tone: exampleStatusTones[project.status] ?? 'neutral' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: project.name });
    await expect(card).toHaveTextContent(expected);
  },
});

const casting = (status: ProjectCardProject['status']) => ({ ...exampleCasting, status });
const booking = (status: ProjectCardProject['status']) => ({ ...exampleBooking, status });

/** An active casting with auto invites: 'now inviting'. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: exampleCasting.name }));
    await expect(card.getByRole('link', { name: exampleCasting.name })).toBeVisible();
    await expect(card.getByText('now inviting')).toBeVisible();
    await expect(card.getByText('23 proposals')).toBeVisible();
    await expect(card.getByText('2 questions to answer')).toBeVisible();
    await expect(card.getByText('Nov 20, 2026')).toBeVisible();
  },
};

export const ClientInvitesOnly = labelled(
  casting('active'),
  { text: 'client-invites only', yourMove: false },
  'client-invites only',
);

/** Closed with proposals and no winner decision: the client's move. */
export const ReadyForBooking: Story = {
  args: {
    project: casting('closed'),
    label: { text: 'ready for booking', yourMove: true, tone: 'neutral' },
    actions: <Button size="small">Book a voice actor</Button>,
  },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: exampleCasting.name }));
    await expect(card.getByText(/ready for booking/)).toHaveTextContent('ready for booking · Your move');
    await expect(card.getByRole('button', { name: 'Book a voice actor' })).toBeVisible();
  },
};

/** Closed with zero proposals: the closing reason is the label. */
export const ClosedAtDeadline = labelled(
  { ...casting('closed'), stats: { offers_received_manual: 0, offers_received_automatic: 0 } },
  { text: 'deadline', yourMove: false },
  '0 proposals',
);

export const WinnerSelected = labelled(
  casting('closed'),
  { text: 'winner selected', yourMove: false },
  'winner selected',
);

export const CompletedWithoutWinner = labelled(
  casting('closed'),
  { text: 'completed without a winner', yourMove: false },
  'completed without a winner',
);

/** A draft without a deadline yet. */
export const Draft = labelled(
  { ...casting('draft'), deadline: null, stats: undefined },
  { text: 'draft', yourMove: false },
  'No deadline yet',
);

export const PendingApproval = labelled(
  casting('pending_approval'),
  { text: 'pending approval', yourMove: false },
  'pending approval',
);

export const Disapproved = labelled(
  casting('disapproved'),
  { text: 'disapproved', yourMove: false },
  'disapproved',
);

export const Canceled = labelled(casting('canceled'), { text: 'canceled', yourMove: false }, 'canceled');

export const Replaced = labelled(casting('replaced'), { text: 'replaced', yourMove: false }, 'replaced');

/** A booking waiting for the voice actor's acceptance, as the voice actor sees it. */
export const BookingWaitingForVoiceActor = labelled(
  booking('active'),
  { text: 'waiting for the voice actor', yourMove: true },
  'waiting for the voice actor · Your move',
);

export const BookingQuoteConfirmation = labelled(
  booking('booking-sent'),
  { text: 'waiting for client quote confirmation', yourMove: false },
  'waiting for client quote confirmation',
);

export const BookingWaitingForRecording = labelled(
  booking('booking-accepted'),
  { text: 'waiting for the recording', yourMove: false },
  'Recording due',
);

export const BookingWaitingForClientAcceptance = labelled(
  booking('booking-accepted'),
  { text: 'waiting for client acceptance', yourMove: true },
  'waiting for client acceptance · Your move',
);

export const Completed = labelled(booking('completed'), { text: 'completed', yourMove: false }, 'completed');
