import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chargeMachine } from '@vo/machines';
import { client, sharedOwner } from '@vo/machines/testing';
import { MachineInspector } from './MachineInspector';
import { sender } from './payload';
import { expectContext, expectNotHandled, expectRefused, expectState, expectStatus, send } from './play';

/** The charge machine in the inspector, with the cast's client and shared owner as its owners. */
function ChargeInspector() {
  return (
    <MachineInspector
      machine={chargeMachine}
      title="Charge"
      description="Secure Payment and Delivery: the client pays, the funds are held, then finance releases them to the voice actor once the client says the recording is good (or refunds them). A pending charge can be cancelled by an owner or an admin."
      input={{ ownerIds: [client.userId, sharedOwner.userId] }}
      defaultPayload={[sender('client')]}
      payloads={{
        'charge.releaseFunds': [sender('finance')],
        'charge.refund': [sender('finance')],
      }}
    />
  );
}

const meta = {
  title: 'Machines/Charge',
  component: ChargeInspector,
} satisfies Meta<typeof ChargeInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick senders and send events by hand. */
export const Playground: Story = {};

/** The client pays, says the recording is good, and finance releases the funds. */
export const HappyPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'pending');
    await send(canvas, 'charge.pay', { by: 'client' });
    await expectState(canvas, 'paid');
    await expectRefused(canvas, 'charge.releaseFunds', { by: 'finance' });
    await send(canvas, 'charge.readyToRelease', { by: 'sharedOwner' });
    await expectContext(canvas, '"readyToRelease": true');
    await send(canvas, 'charge.releaseFunds', { by: 'finance' });
    await expectState(canvas, 'funds_released');
    await expectStatus(canvas, 'done');
    await expectNotHandled(canvas, 'charge.refund');
  },
};

/** Senders the guards turn away: a stranger cannot pay, finance-only staff cannot refund. */
export const RefusedSenders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRefused(canvas, 'charge.pay', { by: 'stranger' });
    await expectRefused(canvas, 'charge.cancel', { by: 'voiceActor' });
    // Sent anyway, the event changes nothing: the log says it was ignored.
    await userEvent.click(canvas.getByRole('checkbox', { name: /send refused events/ }));
    await send(canvas, 'charge.pay', { by: 'stranger' });
    await expectState(canvas, 'pending');
    await expect(await canvas.findByText(/ignored: no transition/)).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /send refused events/ }));

    await send(canvas, 'charge.pay', { by: 'client' });
    await expectState(canvas, 'paid');
    await expectNotHandled(canvas, 'charge.cancel');
    await expectRefused(canvas, 'charge.refund', { by: 'financeOnly' });
    await send(canvas, 'charge.refund', { by: 'finance' });
    await expectState(canvas, 'refunded');
    await expectStatus(canvas, 'done');
  },
};
