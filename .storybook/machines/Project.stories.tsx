import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  parseProjectStatus,
  PROJECT_STATUSES,
  projectMachine,
  projectRefusal,
  type ProjectContext,
  type ProjectMachineEvent,
  type ProjectType,
} from '@vo/machines';
import { client, sharedOwner, voiceActor } from '@vo/machines/testing';
import { MachineInspector } from './MachineInspector';
import { checkbox, choice, sender, text } from './payload';
import { expectContext, expectNotHandled, expectRefused, expectState, fill, send } from './play';

const CLOSING_REASONS = ['client', 'voice123', 'deadline'];
const COMPLETION_REASONS = [
  'client',
  'voice123',
  'deadline',
  'not-reviewed',
  'deliverable-accepted',
  'deliverable-rejected',
  'booking-declined',
];
const CANCEL_REASONS = [
  'found-voice-elsewhere',
  'project-cancelled',
  'budget-changed',
  'proposals-not-suitable',
  'deadline-changed',
  'other',
];
const DELIVERABLE_STATUSES = [
  'created',
  'posted',
  'reviewed',
  'accepted',
  'revision_requested',
  'rejected',
  'flagged',
];

interface ProjectInspectorProps {
  /** A casting (proposals, a winner) or a booking of one voice actor (the cast's voice actor). */
  readonly projectType: ProjectType;
}

/** A project of the cast's client, shared with the shared owner, with three proposals received. */
function ProjectInspector({ projectType }: ProjectInspectorProps) {
  return (
    <MachineInspector
      key={projectType}
      machine={projectMachine}
      machineExport="projectMachine"
      refusal={(snapshot, event) =>
        // The lab's snapshot and event are the project machine's own (this page runs nothing else).
        projectRefusal(
          { status: parseProjectStatus(String(snapshot.value)), context: snapshot.context as ProjectContext },
          event as ProjectMachineEvent,
        )?.message ?? null
      }
      title={`Project (${projectType})`}
      description="A project's lifecycle: draft, approval by an admin, then a casting (proposals, a winner, closing) or a booking (the voice actor accepts, maybe with a changed quote; the recording completes it); Secure Payment and the funds along the way."
      input={{
        type: projectType,
        ownerIds: [client.userId, sharedOwner.userId],
        proposals: 3,
        bookedProviderId: projectType === 'booking' ? (voiceActor.providerId ?? null) : null,
      }}
      defaultPayload={[sender('client')]}
      payloads={{
        'project.approve': [sender('admin')],
        'project.disapprove': [sender('admin')],
        'project.enableAima': [sender('admin')],
        'project.disableAima': [sender('admin')],
        'project.setStatus': [sender('admin'), choice('status', PROJECT_STATUSES, { label: 'Status' })],
        'project.fundsReleased': [sender('finance')],
        'project.close': [sender('client'), choice('reason', CLOSING_REASONS, { label: 'Closing reason' })],
        'project.deadlineReached': [],
        'project.complete': [
          sender('client'),
          choice('reason', COMPLETION_REASONS, { label: 'Completion reason' }),
          choice('cancelReason', CANCEL_REASONS, { label: 'Cancel reason', optional: true }),
          text('cancelReasonDetails', { label: 'Cancel reason details', optional: true }),
        ],
        'project.acceptBooking': [sender('voiceActor'), checkbox('quoteChanged', { label: 'Quote changed' })],
        'project.declineBooking': [sender('voiceActor')],
        'project.deliverableChanged': [
          choice('deliverableStatus', DELIVERABLE_STATUSES, { label: 'Recording status', initial: 3 }),
        ],
      }}
    />
  );
}

const meta = {
  title: 'Machines/Project',
  component: ProjectInspector,
  args: { projectType: 'casting' },
  argTypes: { projectType: { control: 'inline-radio', options: ['casting', 'booking'] } },
} satisfies Meta<typeof ProjectInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick senders and send events by hand; switch the project type in the controls. */
export const Playground: Story = {};

/** A casting: submitted, approved, a winner selected, completed. */
export const HappyPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'draft');
    await send(canvas, 'project.submit', { by: 'client' });
    await expectState(canvas, 'pending_approval');
    await send(canvas, 'project.approve', { by: 'admin' });
    await expectState(canvas, 'active');
    await send(canvas, 'project.selectWinner', { by: 'sharedOwner' });
    await expectState(canvas, 'closed');
    await expectContext(canvas, '"winnerSelected": true');
    await send(canvas, 'project.complete', { by: 'client', fields: { 'Completion reason': 'client' } });
    await expectState(canvas, 'completed');
    await expectContext(canvas, '"completionReason": "client"');
  },
};

/** A booking whose voice actor changed the quote: the client confirms it, the recording completes it. */
export const BookingWithChangedQuote: Story = {
  args: { projectType: 'booking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await send(canvas, 'project.submit', { by: 'client' });
    await send(canvas, 'project.approve', { by: 'admin' });
    await expectState(canvas, 'active');
    await expectRefused(canvas, 'project.acceptBooking', { by: 'otherVoiceActor' });
    await send(canvas, 'project.acceptBooking', { by: 'voiceActor', fields: { 'Quote changed': 'true' } });
    await expectState(canvas, 'booking-sent');
    await expectContext(canvas, '"quoteClientConfirmation": false');
    await send(canvas, 'project.acceptQuoteChanges', { by: 'client' });
    await expectState(canvas, 'booking-accepted');
    await send(canvas, 'project.deliverableChanged', { fields: { 'Recording status': 'accepted' } });
    await expectState(canvas, 'completed');
    await expectContext(canvas, '"completionReason": "deliverable-accepted"');
  },
};

/** Only owners submit and only admins approve; a disapproved project goes back to its owners. */
export const RefusedAndDisapproved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRefused(canvas, 'project.submit', { by: 'stranger' });
    await expectRefused(canvas, 'project.submit', { by: 'voiceActor' });
    await send(canvas, 'project.submit', { by: 'sharedOwner' });
    await expectState(canvas, 'pending_approval');
    await expectRefused(canvas, 'project.approve', { by: 'client' });
    await expectRefused(canvas, 'project.approve', { by: 'financeOnly' });
    await send(canvas, 'project.disapprove', { by: 'admin' });
    await expectState(canvas, 'disapproved');
    await expectNotHandled(canvas, 'project.approve');
    await send(canvas, 'project.submit', { by: 'client' });
    await expectState(canvas, 'pending_approval');
  },
};

/** QA starts at a chosen state and context (checked JSON), sees who refuses what, steps back and exports the case. */
export const StartAnywhereStepBackExport: Story = {
  // The link holds the origin of the server the story runs on (a new port each run).
  parameters: { visual: { mask: ['input[readonly][value^="http"]'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'draft');
    const start = within(canvas.getByRole('form', { name: 'Start from' }));
    await userEvent.selectOptions(start.getByLabelText('Start state'), 'active');
    const context = start.getByLabelText('Start context (JSON)');
    const original = (context as HTMLTextAreaElement).value;
    await userEvent.clear(context);
    await userEvent.click(context);
    await userEvent.paste('{ "type": "casting", ');
    await userEvent.click(start.getByRole('button', { name: 'Start here' }));
    await expect(await start.findByText(/The context is not valid JSON/)).toBeVisible();
    await expect(context).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(context);
    await userEvent.click(context);
    await userEvent.paste(original.replace('"proposals": 3', '"proposals": 0'));
    await userEvent.click(start.getByRole('button', { name: 'Start here' }));
    await expectState(canvas, 'active');
    await expectContext(canvas, '"proposals": 0');

    // A refused event names the guard, and the machine's own refusal message.
    const aima = await fill(canvas, 'project.enableAima', { by: 'client' });
    await expect(aima).toBeDisabled();
    await expect(aima).toHaveAccessibleDescription(
      /^Refused by the guard .+ The machine says: This project cannot be given AIMA by you\.$/,
    );

    await send(canvas, 'project.close', { by: 'client', fields: { 'Closing reason': 'client' } });
    await expectState(canvas, 'closed');
    await userEvent.click(canvas.getByRole('button', { name: 'Step back' }));
    await expectState(canvas, 'active');
    await expect(canvas.getByRole('button', { name: 'Step back' })).toBeDisabled();

    await send(canvas, 'project.close', { by: 'client', fields: { 'Closing reason': 'client' } });
    await expectState(canvas, 'closed');
    const test = canvas.getByLabelText('Vitest test');
    await expect((test as HTMLTextAreaElement).value).toContain('projectMachine.resolveState({');
    await expect((test as HTMLTextAreaElement).value).toContain('"reason": "client"');
    await expect((test as HTMLTextAreaElement).value).toContain(
      'expect(actor.getSnapshot().matches("closed")).toBe(true);',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Make a link' }));
    const link = await canvas.findByLabelText('Link to this session');
    await expect((link as HTMLInputElement).value).toMatch(/[?&]lab=[\w-]+/);
  },
};
