import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { deliverableMachine } from '@vo/machines';
import { client, sharedOwner, voiceActor } from '@vo/machines/testing';
import { MachineInspector } from './MachineInspector';
import { sender, text } from './payload';
import { expectContext, expectNotHandled, expectRefused, expectState, expectStatus, send } from './play';

/** The recording of a booking of the cast's voice actor by the client, with two revisions included. */
function DeliverableInspector() {
  return (
    <MachineInspector
      machine={deliverableMachine}
      title="Deliverable"
      description="The recording a booked voice actor delivers: sent, viewed by the client, then accepted, sent back for a revision (within the revisions the booking includes), rejected or flagged. A sent recording is accepted automatically at its deadline."
      input={{
        clientIds: [client.userId, sharedOwner.userId],
        providerId: voiceActor.providerId ?? 0,
        revisionsAllowed: 2,
      }}
      defaultPayload={[sender('client')]}
      payloads={{
        'deliverable.send': [
          sender('voiceActor'),
          text('autoAcceptAt', { label: 'Auto-accept at (ISO time)', optional: true }),
        ],
        'deliverable.flag': [sender('admin')],
        'deliverable.autoAccept': [
          sender('admin'),
          text('at', { label: 'Checked at (ISO time)', initial: '2026-11-21T12:00:00Z' }),
        ],
      }}
    />
  );
}

const meta = {
  title: 'Machines/Deliverable',
  component: DeliverableInspector,
} satisfies Meta<typeof DeliverableInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick senders and send events by hand. */
export const Playground: Story = {};

/** Sent, viewed, sent back once, sent again and accepted by the client. */
export const HappyPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'created');
    await send(canvas, 'deliverable.send', { by: 'voiceActor' });
    await expectState(canvas, 'posted');
    await send(canvas, 'deliverable.view', { by: 'client' });
    await expectState(canvas, 'reviewed');
    await send(canvas, 'deliverable.requestRevision', { by: 'sharedOwner' });
    await expectState(canvas, 'revision_requested');
    await expectContext(canvas, '"revisionsRequested": 1');
    await send(canvas, 'deliverable.send', { by: 'voiceActor' });
    await expectState(canvas, 'posted');
    await send(canvas, 'deliverable.accept', { by: 'client' });
    await expectState(canvas, 'accepted');
    await expectStatus(canvas, 'done');
  },
};

/** Nobody answers: the recording is accepted on its own when its deadline passes. */
export const AcceptedAtTheDeadline: Story = {
  // The deadline is real time (the machine's timer runs on the wall clock), so the event log and
  // the context that print it are left out of the screenshot.
  parameters: {
    visual: { mask: ['ol[aria-label="Event log"]', '[aria-label="Context, scrollable"]'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deadline = new Date(Date.now() + 1500).toISOString();
    await send(canvas, 'deliverable.send', {
      by: 'voiceActor',
      fields: { 'Auto-accept at (ISO time)': deadline },
    });
    await expectState(canvas, 'posted');
    await expectContext(canvas, `"autoAcceptAt": "${deadline}"`);
    await expectState(canvas, 'accepted', 6000);
  },
};

/** Another voice actor cannot send it; a third revision is refused; flagged, then rejected. */
export const RevisionsExhausted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRefused(canvas, 'deliverable.send', { by: 'otherVoiceActor' });
    await expectNotHandled(canvas, 'deliverable.accept');
    for (let round = 1; round <= 2; round += 1) {
      await send(canvas, 'deliverable.send', { by: 'voiceActor' });
      await send(canvas, 'deliverable.requestRevision', { by: 'client' });
      await expectContext(canvas, `"revisionsRequested": ${round}`);
    }
    await send(canvas, 'deliverable.send', { by: 'voiceActor' });
    await expectRefused(canvas, 'deliverable.requestRevision', { by: 'client' });
    await expectRefused(canvas, 'deliverable.flag', { by: 'stranger' });
    await send(canvas, 'deliverable.flag', { by: 'admin' });
    await expectState(canvas, 'flagged');
    await send(canvas, 'deliverable.reject', { by: 'client' });
    await expectState(canvas, 'rejected');
  },
};
