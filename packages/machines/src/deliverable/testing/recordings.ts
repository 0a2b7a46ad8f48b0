import { createActor, type SimulatedClock } from 'xstate';
import { client, sharedOwner, voiceActor } from '../../testing/viewers';
import {
  deliverableMachine,
  type DeliverableEvent,
  type DeliverableInput,
  type DeliverableStatus,
} from '../deliverableMachine';

// The recordings the deliverable machine's tests start from.

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const input: DeliverableInput = {
  clientIds: [client.userId, sharedOwner.userId],
  providerId: voiceActor.providerId ?? 0,
  autoAcceptAt: inDays(7),
};
// An explicit `clock: undefined` would replace the actor's real clock: pass one only when given.
export const start = (extra: Partial<DeliverableInput> = {}, clock?: SimulatedClock) =>
  createActor(deliverableMachine, {
    input: { ...input, ...extra },
    ...(clock ? { clock } : {}),
  }).start();

/** A recording driven to a status by the usual senders. */
export function recordingIn(
  status: DeliverableStatus,
  extra: Partial<DeliverableInput> = {},
  clock?: SimulatedClock,
) {
  const actor = start(extra, clock);
  if (status === 'created') return actor;
  actor.send({ type: 'deliverable.send', by: voiceActor });
  const next: Partial<Record<DeliverableStatus, DeliverableEvent>> = {
    reviewed: { type: 'deliverable.view', by: client },
    accepted: { type: 'deliverable.accept', by: client },
    revision_requested: { type: 'deliverable.requestRevision', by: client },
    rejected: { type: 'deliverable.reject', by: client },
    flagged: { type: 'deliverable.flag', by: client },
  };
  const event = next[status];
  if (event) actor.send(event);
  return actor;
}
