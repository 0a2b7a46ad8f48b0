import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { bookingMachine } from '@vo/machines';
import { client, sharedOwner, voiceActor } from '@vo/machines/testing';
import { MachineInspector } from './MachineInspector';
import { sender } from './payload';
import { expectNotHandled, expectRefused, expectState, expectStatus, send } from './play';

/** A booking of the cast's voice actor by the client (and the shared owner). */
function BookingInspector() {
  return (
    <MachineInspector
      machine={bookingMachine}
      title="Booking"
      description="Requested, accepted or declined by the voice actor, terms updated, then confirmed by the client; either side may cancel until the booking is declined, confirmed or cancelled (permanent)."
      input={{ clientIds: [client.userId, sharedOwner.userId], providerId: voiceActor.providerId ?? 0 }}
      defaultPayload={[sender('voiceActor')]}
      payloads={{ 'booking.confirm': [sender('client')], 'booking.cancel': [sender('client')] }}
    />
  );
}

const meta = {
  title: 'Machines/Booking',
  component: BookingInspector,
} satisfies Meta<typeof BookingInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick senders and send events by hand. */
export const Playground: Story = {};

/** The voice actor accepts and updates the terms; the client confirms. */
export const HappyPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'requested');
    await expectNotHandled(canvas, 'booking.confirm');
    await send(canvas, 'booking.accept', { by: 'voiceActor' });
    await expectState(canvas, 'accepted');
    await send(canvas, 'booking.updateTerms', { by: 'voiceActor' });
    await expectState(canvas, 'terms_updated');
    await expectRefused(canvas, 'booking.confirm', { by: 'voiceActor' });
    await send(canvas, 'booking.confirm', { by: 'sharedOwner' });
    await expectState(canvas, 'confirmed');
    await expectStatus(canvas, 'done');
  },
};

/** Only the booked voice actor answers; a declined booking can no longer be cancelled. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRefused(canvas, 'booking.accept', { by: 'otherVoiceActor' });
    await expectRefused(canvas, 'booking.accept', { by: 'client' });
    await expectRefused(canvas, 'booking.cancel', { by: 'stranger' });
    await send(canvas, 'booking.decline', { by: 'voiceActor' });
    await expectState(canvas, 'declined');
    await expectStatus(canvas, 'done');
    await expectNotHandled(canvas, 'booking.cancel');
  },
};
