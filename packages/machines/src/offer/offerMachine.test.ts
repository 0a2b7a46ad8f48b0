import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { explore, replayShortestPaths } from '../testing/explore';
import {
  admin,
  client,
  everyone,
  fromEveryone,
  otherVoiceActor,
  sharedOwner,
  stranger,
  voiceActor,
} from '../testing/viewers';
import type { Viewer } from '../shared/viewer';
import { decideOffer, offerMachine, type OfferEvent, type OfferInput } from './offerMachine';

const input: OfferInput = {
  projectOwnerIds: [client.userId, sharedOwner.userId],
  providerId: voiceActor.providerId ?? 0,
};
const start = (extra: Partial<OfferInput> = {}) =>
  createActor(offerMachine, { input: { ...input, ...extra } }).start();

/** An offer driven to a status by the usual senders. */
function offerIn(
  status: 'created' | 'posted' | 'reviewed' | 'revision_requested',
  extra: Partial<OfferInput> = {},
) {
  const actor = start(extra);
  if (status === 'created') return actor;
  actor.send({ type: 'offer.post', by: voiceActor });
  if (status === 'posted') return actor;
  actor.send({ type: 'offer.view', by: client });
  if (status === 'reviewed') return actor;
  actor.send({ type: 'offer.requestRevision', by: client });
  return actor;
}

const notOwners: Viewer[] = [voiceActor, otherVoiceActor, admin, stranger];

const events = fromEveryone(
  'offer.post',
  'offer.view',
  'offer.listen',
  'offer.setAsReviewed',
  'offer.setAsListened',
  'offer.setAsDownloaded',
  'offer.setAsWinner',
  'offer.requestRevision',
  'offer.delete',
  'offer.undelete',
);

describe('offer', () => {
  it('starts as a draft: created (draft)', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('created');
    expect(actor.getSnapshot().hasTag('draft')).toBe(true);
  });

  it("the offer's voice actor posts a draft: created becomes posted", () => {
    const actor = start();
    actor.send({ type: 'offer.post', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('posted');
    expect(actor.getSnapshot().hasTag('draft')).toBe(false);
  });

  it("nobody but the offer's voice actor posts it", () => {
    for (const by of [client, sharedOwner, otherVoiceActor, admin, stranger]) {
      const actor = start();
      actor.send({ type: 'offer.post', by });
      expect(actor.getSnapshot().value).toBe('created');
    }
  });

  it('a viewer with the provider role but no provider id is not the voice actor', () => {
    const actor = createActor(offerMachine, { input: { ...input, providerId: 0 } }).start();
    actor.send({ type: 'offer.post', by: { userId: voiceActor.userId, roles: ['provider'], providerId: 0 } });
    expect(actor.getSnapshot().value).toBe('created');
  });

  it("Created becomes reviewed when the client views it, and only when the viewer is the project's client", () => {
    for (const by of notOwners) {
      const actor = offerIn('created');
      actor.send({ type: 'offer.view', by });
      expect(actor.getSnapshot().value).toBe('created');
    }
    const actor = offerIn('created');
    actor.send({ type: 'offer.view', by: client });
    expect(actor.getSnapshot().value).toBe('reviewed');
  });

  it("a posted offer becomes reviewed when the project's client views it, and only then", () => {
    for (const by of notOwners) {
      const actor = offerIn('posted');
      actor.send({ type: 'offer.view', by });
      expect(actor.getSnapshot().value).toBe('posted');
    }
    const actor = offerIn('posted');
    actor.send({ type: 'offer.view', by: client });
    expect(actor.getSnapshot().value).toBe('reviewed');
  });

  it("a shared owner is one of the project's clients: their view reviews the offer", () => {
    const actor = offerIn('posted');
    actor.send({ type: 'offer.view', by: sharedOwner });
    expect(actor.getSnapshot().value).toBe('reviewed');
  });

  it('set_as_reviewed follows the same rule as a view: created or posted, by the project owner', () => {
    const draft = offerIn('created');
    draft.send({ type: 'offer.setAsReviewed', by: voiceActor });
    expect(draft.getSnapshot().value).toBe('created');
    draft.send({ type: 'offer.setAsReviewed', by: sharedOwner });
    expect(draft.getSnapshot().value).toBe('reviewed');
    const posted = offerIn('posted');
    posted.send({ type: 'offer.setAsReviewed', by: client });
    expect(posted.getSnapshot().value).toBe('reviewed');
  });

  it('viewing an offer already reviewed or awaiting a revision changes nothing', () => {
    for (const status of ['reviewed', 'revision_requested'] as const) {
      const snapshot = offerIn(status).getSnapshot();
      expect(snapshot.can({ type: 'offer.view', by: client })).toBe(false);
      expect(snapshot.can({ type: 'offer.setAsReviewed', by: client })).toBe(false);
    }
  });

  it('Listening to a posted offer sets reviewed (and marks it listened)', () => {
    const actor = offerIn('posted');
    actor.send({ type: 'offer.listen', by: client });
    expect(actor.getSnapshot().value).toBe('reviewed');
    expect(actor.getSnapshot().context.listened).toBe(true);
  });

  it("only a project owner's listening counts", () => {
    for (const by of notOwners) {
      const actor = offerIn('posted');
      actor.send({ type: 'offer.listen', by });
      actor.send({ type: 'offer.setAsListened', by });
      expect(actor.getSnapshot().value).toBe('posted');
      expect(actor.getSnapshot().context.listened).toBe(false);
    }
  });

  it('set_as_listened follows the same rule as a play', () => {
    const actor = offerIn('posted');
    actor.send({ type: 'offer.setAsListened', by: sharedOwner });
    expect(actor.getSnapshot().value).toBe('reviewed');
    expect(actor.getSnapshot().context.listened).toBe(true);
  });

  it('listening to a reviewed offer or one awaiting a revision marks it listened and keeps its status, once', () => {
    for (const status of ['reviewed', 'revision_requested'] as const) {
      const actor = offerIn(status);
      actor.send({ type: 'offer.listen', by: client });
      expect(actor.getSnapshot().value).toBe(status);
      expect(actor.getSnapshot().context.listened).toBe(true);
      expect(actor.getSnapshot().can({ type: 'offer.setAsListened', by: client })).toBe(false);
    }
  });

  it('a draft cannot be listened to', () => {
    const actor = offerIn('created');
    actor.send({ type: 'offer.listen', by: client });
    expect(actor.getSnapshot().value).toBe('created');
    expect(actor.getSnapshot().context.listened).toBe(false);
  });

  it("Only the project owner's download marks an audition downloaded", () => {
    for (const by of notOwners) {
      const actor = offerIn('posted');
      actor.send({ type: 'offer.setAsDownloaded', by });
      expect(actor.getSnapshot().context.downloaded).toBe(false);
    }
    const actor = offerIn('posted');
    actor.send({ type: 'offer.setAsDownloaded', by: sharedOwner });
    expect(actor.getSnapshot().context.downloaded).toBe(true);
    expect(actor.getSnapshot().value).toBe('posted');
  });

  it('a draft cannot be marked downloaded', () => {
    const actor = offerIn('created');
    actor.send({ type: 'offer.setAsDownloaded', by: client });
    expect(actor.getSnapshot().context.downloaded).toBe(false);
  });

  it('a project owner sets a posted, reviewed or revision_requested offer as the winner', () => {
    for (const status of ['posted', 'reviewed', 'revision_requested'] as const) {
      const actor = offerIn(status);
      actor.send({ type: 'offer.setAsWinner', by: sharedOwner });
      expect(actor.getSnapshot().context.winner).toBe(true);
      expect(actor.getSnapshot().value).toBe(status);
    }
  });

  it('nobody but a project owner sets the winner, and never on a draft', () => {
    for (const by of notOwners) {
      const actor = offerIn('posted');
      actor.send({ type: 'offer.setAsWinner', by });
      expect(actor.getSnapshot().context.winner).toBe(false);
    }
    const draft = offerIn('created');
    draft.send({ type: 'offer.setAsWinner', by: client });
    expect(draft.getSnapshot().context.winner).toBe(false);
  });

  it('no other offer is chosen once the project has its winner', () => {
    const decided = start({ winnerDecided: true });
    decided.send({ type: 'offer.post', by: voiceActor });
    expect(decided.getSnapshot().can({ type: 'offer.setAsWinner', by: client })).toBe(false);
    decided.send({ type: 'offer.setAsWinner', by: client });
    expect(decided.getSnapshot().context.winner).toBe(false);
  });

  it('a project owner requests a revision of a posted or reviewed offer', () => {
    for (const status of ['posted', 'reviewed'] as const) {
      for (const by of notOwners) {
        const refused = offerIn(status);
        refused.send({ type: 'offer.requestRevision', by });
        expect(refused.getSnapshot().value).toBe(status);
      }
      const actor = offerIn(status);
      actor.send({ type: 'offer.requestRevision', by: client });
      expect(actor.getSnapshot().value).toBe('revision_requested');
      expect(actor.getSnapshot().hasTag('awaiting-resend')).toBe(true);
    }
    expect(offerIn('created').getSnapshot().can({ type: 'offer.requestRevision', by: client })).toBe(false);
  });

  it('after a revision request the voice actor resends the offer: revision_requested becomes posted', () => {
    const actor = offerIn('revision_requested');
    actor.send({ type: 'offer.post', by: otherVoiceActor });
    actor.send({ type: 'offer.post', by: client });
    expect(actor.getSnapshot().value).toBe('revision_requested');
    actor.send({ type: 'offer.post', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('posted');
  });

  it("a project owner or the offer's voice actor deletes an offer; a project owner restores it", () => {
    for (const by of [client, sharedOwner, voiceActor]) {
      const actor = offerIn('posted');
      actor.send({ type: 'offer.delete', by });
      expect(actor.getSnapshot().context.deleted).toBe(true);
      actor.send({ type: 'offer.undelete', by: client });
      expect(actor.getSnapshot().context.deleted).toBe(false);
      expect(actor.getSnapshot().value).toBe('posted');
    }
  });

  it("the offer's voice actor cannot restore a deleted offer (project owners only)", () => {
    const deleted = offerIn('posted', { deleted: true });
    deleted.send({ type: 'offer.undelete', by: voiceActor });
    expect(deleted.getSnapshot().context.deleted).toBe(true);
  });

  it('nobody else deletes or restores an offer', () => {
    for (const by of [otherVoiceActor, admin, stranger]) {
      const actor = offerIn('posted');
      actor.send({ type: 'offer.delete', by });
      expect(actor.getSnapshot().context.deleted).toBe(false);
      const deleted = offerIn('posted', { deleted: true });
      deleted.send({ type: 'offer.undelete', by });
      expect(deleted.getSnapshot().context.deleted).toBe(true);
    }
  });

  it('an offer not deleted cannot be undeleted, and a deleted one cannot be deleted again', () => {
    expect(offerIn('posted').getSnapshot().can({ type: 'offer.undelete', by: client })).toBe(false);
    expect(offerIn('posted', { deleted: true }).getSnapshot().can({ type: 'offer.delete', by: client })).toBe(
      false,
    );
  });

  it('a deleted offer accepts no other action until undeleted', () => {
    const others = (by: Viewer): OfferEvent[] => [
      { type: 'offer.post', by },
      { type: 'offer.view', by },
      { type: 'offer.listen', by },
      { type: 'offer.setAsReviewed', by },
      { type: 'offer.setAsListened', by },
      { type: 'offer.setAsDownloaded', by },
      { type: 'offer.setAsWinner', by },
      { type: 'offer.requestRevision', by },
      { type: 'offer.delete', by },
    ];
    for (const status of ['created', 'posted', 'reviewed', 'revision_requested'] as const) {
      const actor = offerIn(status);
      actor.send({ type: 'offer.delete', by: voiceActor });
      for (const by of everyone) {
        for (const event of others(by)) expect(actor.getSnapshot().can(event)).toBe(false);
      }
      actor.send({ type: 'offer.undelete', by: client });
      expect(actor.getSnapshot().value).toBe(status);
      expect(actor.getSnapshot().context.deleted).toBe(false);
    }
    const restored = offerIn('posted');
    restored.send({ type: 'offer.delete', by: client });
    restored.send({ type: 'offer.undelete', by: client });
    restored.send({ type: 'offer.listen', by: client });
    expect(restored.getSnapshot().value).toBe('reviewed');
  });

  it('the winner cannot be deleted', () => {
    const actor = offerIn('reviewed');
    actor.send({ type: 'offer.setAsWinner', by: client });
    for (const by of [client, sharedOwner, voiceActor]) {
      actor.send({ type: 'offer.delete', by });
      expect(actor.getSnapshot().context.deleted).toBe(false);
    }
  });

  it('answers the server: which events a status allows and what follows', () => {
    const context = {
      projectOwnerIds: [client.userId],
      providerId: voiceActor.providerId ?? 0,
      winner: false,
      listened: false,
      downloaded: false,
      deleted: false,
      winnerDecided: false,
    };
    expect(decideOffer({ status: 'posted', context }, { type: 'offer.listen', by: client })).toEqual({
      allowed: true,
      status: 'reviewed',
      context: { ...context, listened: true },
    });
    expect(decideOffer({ status: 'posted', context }, { type: 'offer.listen', by: voiceActor })).toEqual({
      allowed: false,
      status: 'posted',
      context,
    });
    expect(
      decideOffer(
        { status: 'reviewed', context: { ...context, deleted: true } },
        { type: 'offer.undelete', by: client },
      ),
    ).toMatchObject({ allowed: true, status: 'reviewed', context: { deleted: false } });
  });

  it('reaches every state and exercises every transition (xstate/graph)', () => {
    const report = explore(offerMachine, events, input);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
    const { expected, actual } = replayShortestPaths(offerMachine, events, input);
    expect(actual).toEqual(expected);
  });
});
