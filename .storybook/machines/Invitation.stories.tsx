import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { invitationMachine } from '@vo/machines';
import { voiceActor } from '@vo/machines/testing';
import { MachineInspector } from './MachineInspector';
import { choice, sender } from './payload';
import { expectContext, expectNotHandled, expectRefused, expectState, expectStatus, send } from './play';

const STATUS_UPDATES = [
  { label: 'opened now', value: { status: 'opened', openedAt: '2026-11-21T12:00:00Z' } },
  { label: 'declined: not available', value: { status: 'declined', rejectionReason: 'not-available' } },
  {
    label: 'declined: other, with details',
    value: { status: 'declined', rejectionReason: 'other', rejectionReasonDetails: 'Booked that week.' },
  },
  {
    label: 'declined: other, blank details',
    value: { status: 'declined', rejectionReason: 'other', rejectionReasonDetails: '   ' },
  },
  { label: 'declined: no reason chosen', value: { status: 'declined', rejectionReason: null } },
];

/** A casting invitation of the cast's voice actor. */
function InvitationInspector() {
  return (
    <MachineInspector
      machine={invitationMachine}
      title="Invitation"
      description="A casting invitation as the invited voice actor answers it: requested, opened once, then accepted (a proposal was sent) or declined with a reason; the voice actor may archive it from any status."
      input={{ providerId: voiceActor.providerId ?? 0 }}
      defaultPayload={[sender('voiceActor')]}
      payloads={{
        'invitation.updateStatus': [
          sender('voiceActor'),
          choice('payload', STATUS_UPDATES, { label: 'Status update' }),
        ],
      }}
    />
  );
}

const meta = {
  title: 'Machines/Invitation',
  component: InvitationInspector,
} satisfies Meta<typeof InvitationInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick senders and status updates and send them by hand. */
export const Playground: Story = {};

/** The voice actor opens the invitation, accepts it, then archives it. */
export const HappyPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'requested');
    await send(canvas, 'invitation.updateStatus', { fields: { 'Status update': 'opened now' } });
    await expectState(canvas, 'opened');
    await expectContext(canvas, '"openedAt": "2026-11-21T12:00:00Z"');
    await send(canvas, 'invitation.accept', { by: 'voiceActor' });
    await expectState(canvas, 'accepted');
    await send(canvas, 'invitation.archive', { by: 'voiceActor' });
    await expectState(canvas, 'archived');
    await expectStatus(canvas, 'done');
  },
};

/** A decline needs a reason (and details for "other"); nobody else answers for the voice actor. */
export const DeclineNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRefused(canvas, 'invitation.accept', { by: 'client' });
    await expectRefused(canvas, 'invitation.accept', { by: 'otherVoiceActor' });
    await expectRefused(canvas, 'invitation.updateStatus', {
      fields: { 'Status update': 'declined: no reason chosen' },
    });
    await expectRefused(canvas, 'invitation.updateStatus', {
      fields: { 'Status update': 'declined: other, blank details' },
    });
    await expectRefused(canvas, 'invitation.updateStatus', {
      by: 'client',
      fields: { 'Status update': 'opened now' },
    });
    await expectState(canvas, 'requested');
    await send(canvas, 'invitation.updateStatus', {
      by: 'voiceActor',
      fields: { 'Status update': 'declined: other, with details' },
    });
    await expectState(canvas, 'declined');
    await expectContext(canvas, '"rejectionReasonDetails": "Booked that week."');
    await expectNotHandled(canvas, 'invitation.accept');
  },
};
