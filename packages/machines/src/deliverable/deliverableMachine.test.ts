import { describe, expect, it } from 'vitest';
import { explore, replayShortestPaths } from '../testing/explore';
import {
  admin,
  client,
  everyone,
  finance,
  fromEveryone,
  otherVoiceActor,
  sharedOwner,
  stranger,
  voiceActor,
} from '../testing/viewers';
import type { Viewer } from '../shared/viewer';
import {
  decideDeliverable,
  deliverableMachine,
  type DeliverableContext,
  type DeliverableEvent,
} from './deliverableMachine';
import { inDays, input, recordingIn, start } from './testing/recordings';

// The recording's lifecycle, the server's decision and the graph; the auto-acceptance at the
// deadline is in deliverableMachine.autoAccept.test.ts.

const notClients: Viewer[] = [voiceActor, otherVoiceActor, admin, finance, stranger];
const clients: Viewer[] = [client, sharedOwner];
const withEvery = (make: (by: Viewer) => DeliverableEvent) => everyone.map(make);

const events = [
  ...fromEveryone(
    'deliverable.send',
    'deliverable.view',
    'deliverable.accept',
    'deliverable.requestRevision',
    'deliverable.reject',
    'deliverable.flag',
  ),
  ...withEvery((by) => ({ type: 'deliverable.autoAccept', by, at: inDays(8) })),
  { type: 'xstate.after.autoAcceptDelay.deliverable.posted' },
  { type: 'xstate.after.autoAcceptDelay.deliverable.reviewed' },
];

describe('deliverable', () => {
  it('starts created: not sent yet, the booking waits for the recording', () => {
    const snapshot = start().getSnapshot();
    expect(snapshot.value).toBe('created');
    expect(snapshot.hasTag('draft')).toBe(true);
  });

  it('only the owning provider sends the recording: created becomes posted', () => {
    for (const by of [client, sharedOwner, otherVoiceActor, admin, stranger]) {
      const actor = start();
      actor.send({ type: 'deliverable.send', by });
      expect(actor.getSnapshot().value).toBe('created');
    }
    const actor = start();
    actor.send({ type: 'deliverable.send', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('posted');
  });

  it('sending with a new deadline restarts the auto-acceptance clock', () => {
    const actor = start({ autoAcceptAt: null });
    const deadline = inDays(3);
    actor.send({ type: 'deliverable.send', by: voiceActor, autoAcceptAt: deadline });
    expect(actor.getSnapshot().context.autoAcceptAt).toBe(deadline);
  });

  it('reviewed when the client views it: a posted recording viewed by a project owner', () => {
    for (const by of notClients) {
      const actor = recordingIn('posted');
      actor.send({ type: 'deliverable.view', by });
      expect(actor.getSnapshot().value).toBe('posted');
    }
    for (const by of clients) {
      const actor = recordingIn('posted');
      actor.send({ type: 'deliverable.view', by });
      expect(actor.getSnapshot().value).toBe('reviewed');
    }
  });

  it('a recording not sent yet cannot be viewed, accepted, rejected or flagged', () => {
    const snapshot = recordingIn('created').getSnapshot();
    for (const type of [
      'deliverable.view',
      'deliverable.accept',
      'deliverable.reject',
      'deliverable.flag',
    ] as const) {
      expect(snapshot.can({ type, by: client })).toBe(false);
      expect(snapshot.can({ type, by: admin })).toBe(false);
    }
  });

  it('the client accepts a posted or reviewed recording', () => {
    for (const status of ['posted', 'reviewed'] as const) {
      for (const by of notClients) {
        const refused = recordingIn(status);
        refused.send({ type: 'deliverable.accept', by });
        expect(refused.getSnapshot().value).toBe(status);
      }
      const actor = recordingIn(status);
      actor.send({ type: 'deliverable.accept', by: sharedOwner });
      expect(actor.getSnapshot().value).toBe('accepted');
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('the client requests a revision of a posted or reviewed recording, and the provider sends it again', () => {
    for (const status of ['posted', 'reviewed'] as const) {
      for (const by of notClients) {
        const refused = recordingIn(status);
        refused.send({ type: 'deliverable.requestRevision', by });
        expect(refused.getSnapshot().value).toBe(status);
      }
      const actor = recordingIn(status);
      actor.send({ type: 'deliverable.requestRevision', by: client });
      expect(actor.getSnapshot().value).toBe('revision_requested');
      expect(actor.getSnapshot().context.revisionsRequested).toBe(1);
      actor.send({ type: 'deliverable.send', by: client });
      actor.send({ type: 'deliverable.send', by: otherVoiceActor });
      expect(actor.getSnapshot().value).toBe('revision_requested');
      actor.send({ type: 'deliverable.send', by: voiceActor });
      expect(actor.getSnapshot().value).toBe('posted');
    }
  });

  it("revisions stop at the booking's revisions (2 by default)", () => {
    const actor = recordingIn('posted');
    for (let i = 0; i < 2; i += 1) {
      actor.send({ type: 'deliverable.requestRevision', by: client });
      actor.send({ type: 'deliverable.send', by: voiceActor });
    }
    expect(actor.getSnapshot().context.revisionsRequested).toBe(2);
    actor.send({ type: 'deliverable.requestRevision', by: client });
    expect(actor.getSnapshot().value).toBe('posted');
    expect(actor.getSnapshot().context.revisionsRequested).toBe(2);
    const none = recordingIn('posted', { revisionsAllowed: 0 });
    none.send({ type: 'deliverable.requestRevision', by: client });
    expect(none.getSnapshot().value).toBe('posted');
  });

  it('the revision count given as input stays within the booking (finite context)', () => {
    const context = start({ revisionsAllowed: 1, revisionsRequested: 5 }).getSnapshot().context;
    expect(context.revisionsRequested).toBe(1);
    expect(start({ revisionsAllowed: -3 }).getSnapshot().context.revisionsAllowed).toBe(0);
  });

  it('the client rejects a recording that was sent (advised, not forced, to request a revision first)', () => {
    for (const status of ['posted', 'reviewed', 'revision_requested', 'flagged'] as const) {
      for (const by of notClients) {
        const refused = recordingIn(status);
        refused.send({ type: 'deliverable.reject', by });
        expect(refused.getSnapshot().value).toBe(status);
      }
      const actor = recordingIn(status);
      actor.send({ type: 'deliverable.reject', by: client });
      expect(actor.getSnapshot().value).toBe('rejected');
      expect(actor.getSnapshot().status).toBe('done');
    }
  });

  it('the client or an admin flags a sent recording', () => {
    for (const status of ['posted', 'reviewed', 'revision_requested'] as const) {
      for (const by of [voiceActor, otherVoiceActor, stranger]) {
        const refused = recordingIn(status);
        refused.send({ type: 'deliverable.flag', by });
        expect(refused.getSnapshot().value).toBe(status);
      }
      for (const by of [client, sharedOwner, admin]) {
        const actor = recordingIn(status);
        actor.send({ type: 'deliverable.flag', by });
        expect(actor.getSnapshot().value).toBe('flagged');
      }
    }
  });

  it('the client still accepts or rejects a flagged recording', () => {
    const accepted = recordingIn('flagged');
    accepted.send({ type: 'deliverable.accept', by: admin });
    expect(accepted.getSnapshot().value).toBe('flagged');
    accepted.send({ type: 'deliverable.accept', by: client });
    expect(accepted.getSnapshot().value).toBe('accepted');
    const rejected = recordingIn('flagged');
    rejected.send({ type: 'deliverable.reject', by: sharedOwner });
    expect(rejected.getSnapshot().value).toBe('rejected');
  });

  it('accepted and rejected are final: no event moves them', () => {
    const all = (by: Viewer): DeliverableEvent[] => [
      { type: 'deliverable.send', by },
      { type: 'deliverable.view', by },
      { type: 'deliverable.accept', by },
      { type: 'deliverable.requestRevision', by },
      { type: 'deliverable.reject', by },
      { type: 'deliverable.flag', by },
      { type: 'deliverable.autoAccept', by, at: inDays(30) },
    ];
    for (const status of ['accepted', 'rejected'] as const) {
      const snapshot = recordingIn(status).getSnapshot();
      for (const by of everyone) for (const event of all(by)) expect(snapshot.can(event)).toBe(false);
    }
  });

  it('booking-accepted waits for the recording when the deliverable is created or has a revision request, otherwise waits for client acceptance', () => {
    for (const status of ['created', 'revision_requested'] as const) {
      const snapshot = recordingIn(status).getSnapshot();
      expect(snapshot.hasTag('awaiting-recording')).toBe(true);
      expect(snapshot.hasTag('awaiting-acceptance')).toBe(false);
    }
    for (const status of ['posted', 'reviewed', 'flagged'] as const) {
      const snapshot = recordingIn(status).getSnapshot();
      expect(snapshot.hasTag('awaiting-acceptance')).toBe(true);
      expect(snapshot.hasTag('awaiting-recording')).toBe(false);
    }
  });

  it('answers the server: which events a status allows and what follows', () => {
    const context: DeliverableContext = {
      clientIds: [client.userId],
      providerId: voiceActor.providerId ?? 0,
      autoAcceptAt: '2026-11-19T17:00:00Z',
      revisionsRequested: 0,
      revisionsAllowed: 2,
    };
    expect(
      decideDeliverable({ status: 'reviewed', context }, { type: 'deliverable.requestRevision', by: client }),
    ).toEqual({
      allowed: true,
      status: 'revision_requested',
      context: { ...context, revisionsRequested: 1 },
    });
    expect(
      decideDeliverable({ status: 'created', context }, { type: 'deliverable.accept', by: client }),
    ).toEqual({
      allowed: false,
      status: 'created',
      context,
    });
    expect(
      decideDeliverable(
        { status: 'posted', context },
        { type: 'deliverable.autoAccept', by: admin, at: '2026-11-20T00:00:00Z' },
      ),
    ).toMatchObject({ allowed: true, status: 'accepted' });
  });

  it('reaches every state and exercises every transition (xstate/graph)', () => {
    const report = explore(deliverableMachine, events, input);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
    const { expected, actual } = replayShortestPaths(deliverableMachine, events, input);
    expect(actual).toEqual(expected);
  });
});
