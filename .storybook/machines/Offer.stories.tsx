import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { offerMachine } from '@vo/machines';
import { client, sharedOwner, voiceActor } from '@vo/machines/testing';
import { MachineInspector } from './MachineInspector';
import { sender } from './payload';
import { expectContext, expectRefused, expectState, send } from './play';

/** An offer from the cast's voice actor to a project the client and the shared owner own. */
function OfferInspector() {
  return (
    <MachineInspector
      machine={offerMachine}
      title="Offer"
      description="A voice actor's proposal (audition) to a casting project: drafted, posted, reviewed by the client, sent back for a revision. Winner, listened, downloaded and deleted are marks beside the status; every event is accepted only when it changes something."
      input={{ projectOwnerIds: [client.userId, sharedOwner.userId], providerId: voiceActor.providerId ?? 0 }}
      defaultPayload={[sender('client')]}
      payloads={{ 'offer.post': [sender('voiceActor')] }}
    />
  );
}

const meta = {
  title: 'Machines/Offer',
  component: OfferInspector,
} satisfies Meta<typeof OfferInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick senders and send events by hand. */
export const Playground: Story = {};

/** Posted by the voice actor, listened to, downloaded, and selected as the winner. */
export const HappyPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'created');
    await send(canvas, 'offer.post', { by: 'voiceActor' });
    await expectState(canvas, 'posted');
    await send(canvas, 'offer.listen', { by: 'client' });
    await expectState(canvas, 'reviewed');
    await expectContext(canvas, '"listened": true');
    // Listening again changes nothing, so the machine refuses it.
    await expectRefused(canvas, 'offer.listen', { by: 'client' });
    await send(canvas, 'offer.setAsDownloaded', { by: 'sharedOwner' });
    await expectContext(canvas, '"downloaded": true');
    await send(canvas, 'offer.setAsWinner', { by: 'client' });
    await expectContext(canvas, '"winner": true');
    // A winning offer cannot go to the trash.
    await expectRefused(canvas, 'offer.delete', { by: 'client' });
  },
};

/** Another voice actor cannot post it; a deleted offer takes nothing but undelete. */
export const RefusedAndDeleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRefused(canvas, 'offer.post', { by: 'otherVoiceActor' });
    await expectRefused(canvas, 'offer.post', { by: 'client' });
    await send(canvas, 'offer.delete', { by: 'voiceActor' });
    await expectContext(canvas, '"deleted": true');
    await expectState(canvas, 'created');
    await expectRefused(canvas, 'offer.post', { by: 'voiceActor' });
    await expectRefused(canvas, 'offer.undelete', { by: 'stranger' });
    await expectRefused(canvas, 'offer.undelete', { by: 'voiceActor' });
    await send(canvas, 'offer.undelete', { by: 'client' });
    await expectContext(canvas, '"deleted": false');
    await send(canvas, 'offer.post', { by: 'voiceActor' });
    await expectState(canvas, 'posted');
  },
};
