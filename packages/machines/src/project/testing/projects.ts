import { createActor } from 'xstate';
import { admin, client, sharedOwner } from '../../testing/viewers';
import { projectMachine } from '../projectMachine';
import type { ProjectInput } from '../projectSetup';

// The projects the project machine's tests start from.

export const casting: ProjectInput = { type: 'casting', ownerIds: [client.userId, sharedOwner.userId] };
export const booking: ProjectInput = { type: 'booking', ownerIds: [client.userId], bookedProviderId: 4821 };
export const start = (input: ProjectInput) => createActor(projectMachine, { input }).start();
export const status = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

/** A casting brought to `active` by its client and an admin. */
export function activeCasting(extra: Partial<ProjectInput> = {}) {
  const actor = start({ ...casting, ...extra });
  actor.send({ type: 'project.submit', by: client });
  actor.send({ type: 'project.approve', by: admin });
  return actor;
}

export function activeBooking(extra: Partial<ProjectInput> = {}) {
  const actor = start({ ...booking, ...extra });
  actor.send({ type: 'project.submit', by: client });
  actor.send({ type: 'project.approve', by: admin });
  return actor;
}
