import { describe, expect, it } from 'vitest';
import { admin, client, otherVoiceActor, sharedOwner, stranger, voiceActor } from '../testing/viewers';
import {
  allowedDeliverableActions,
  autoAcceptsAt,
  canSendRecording,
  DELIVERABLE_ACTIONS,
  deliverableActionEvent,
  shouldAdviseRevisionFirst,
} from './deliverableHelpers';
import type { DeliverableContext, DeliverableEntity, DeliverableStatus } from './deliverableMachine';

const deadline = '2026-11-19T17:00:00Z';
const beforeDeadline = new Date('2026-11-18T09:00:00Z');
const afterDeadline = new Date('2026-11-20T09:00:00Z');
const context: DeliverableContext = {
  clientIds: [client.userId, sharedOwner.userId],
  providerId: voiceActor.providerId ?? 0,
  autoAcceptAt: deadline,
  revisionsRequested: 0,
  revisionsAllowed: 2,
};
const recording = (
  status: DeliverableStatus,
  extra: Partial<DeliverableContext> = {},
): DeliverableEntity => ({
  status,
  context: { ...context, ...extra },
});

describe('recording-send route guard', () => {
  it('The recording-send route is allowed only for the owning provider while status is created', () => {
    const providerId = voiceActor.providerId ?? 0;
    expect(canSendRecording({ status: 'created', provider_id: providerId }, voiceActor)).toBe(true);
    for (const by of [otherVoiceActor, client, admin, stranger]) {
      expect(canSendRecording({ status: 'created', provider_id: providerId }, by)).toBe(false);
    }
    for (const status of [
      'posted',
      'reviewed',
      'accepted',
      'revision_requested',
      'rejected',
      'flagged',
    ] as const) {
      expect(canSendRecording({ status, provider_id: providerId }, voiceActor)).toBe(false);
    }
  });

  it('a user with the provider role but without a provider id is not the owning provider', () => {
    expect(
      canSendRecording(
        { status: 'created', provider_id: 0 },
        { userId: 9310, roles: ['provider'], providerId: 0 },
      ),
    ).toBe(false);
  });
});

describe('advice before rejecting', () => {
  it('rejected (advised to request a revision first): advised while no revision was requested', () => {
    expect(shouldAdviseRevisionFirst({ revisionsRequested: 0, revisionsAllowed: 2 })).toBe(true);
    expect(shouldAdviseRevisionFirst({ revisionsRequested: 1, revisionsAllowed: 2 })).toBe(false);
  });

  it('no advice when the booking includes no revision to request', () => {
    expect(shouldAdviseRevisionFirst({ revisionsRequested: 0, revisionsAllowed: 0 })).toBe(false);
  });
});

describe('allowed deliverable actions', () => {
  it('every DeliverableAction of the contract has its machine event', () => {
    expect(
      DELIVERABLE_ACTIONS.map((action) => deliverableActionEvent(action, client, deadline).type),
    ).toEqual([
      'deliverable.send',
      'deliverable.view',
      'deliverable.accept',
      'deliverable.requestRevision',
      'deliverable.reject',
      'deliverable.flag',
      'deliverable.autoAccept',
    ]);
  });

  it('the owning provider may send a created recording, and a revision', () => {
    expect(allowedDeliverableActions(recording('created'), voiceActor, beforeDeadline)).toEqual(['send']);
    expect(allowedDeliverableActions(recording('revision_requested'), voiceActor, beforeDeadline)).toEqual([
      'send',
    ]);
    expect(allowedDeliverableActions(recording('posted'), voiceActor, beforeDeadline)).toEqual([]);
  });

  it('the client of a posted recording may review, accept, request a revision, reject or flag it', () => {
    for (const by of [client, sharedOwner]) {
      expect(allowedDeliverableActions(recording('posted'), by, beforeDeadline)).toEqual([
        'review',
        'accept',
        'request_revision',
        'reject',
        'flag',
      ]);
    }
  });

  it("no more revision once the booking's revisions are used", () => {
    expect(
      allowedDeliverableActions(recording('reviewed', { revisionsRequested: 2 }), client, beforeDeadline),
    ).toEqual(['accept', 'reject', 'flag']);
  });

  it('an admin may only flag', () => {
    expect(allowedDeliverableActions(recording('reviewed'), admin, beforeDeadline)).toEqual(['flag']);
  });

  it('auto_accept is listed once the deadline has passed on a recording awaiting the decision', () => {
    expect(allowedDeliverableActions(recording('posted'), voiceActor, afterDeadline)).toEqual([
      'auto_accept',
    ]);
    expect(allowedDeliverableActions(recording('reviewed'), client, afterDeadline)).toContain('auto_accept');
    expect(allowedDeliverableActions(recording('flagged'), client, afterDeadline)).not.toContain(
      'auto_accept',
    );
  });

  it('accepted and rejected recordings allow nothing', () => {
    for (const status of ['accepted', 'rejected'] as const) {
      for (const by of [client, voiceActor, admin]) {
        expect(allowedDeliverableActions(recording(status), by, afterDeadline)).toEqual([]);
      }
    }
  });

  it('strangers and other voice actors may take no action', () => {
    for (const by of [stranger, otherVoiceActor]) {
      expect(allowedDeliverableActions(recording('posted'), by, beforeDeadline)).toEqual([]);
    }
  });
});

describe('when a recording is accepted automatically', () => {
  const at = '2027-01-10T12:00:00.000Z';
  it('says the moment while the client has a sent recording to decide on', () => {
    expect(autoAcceptsAt({ status: 'posted', auto_accept_at: at })).toBe(at);
    expect(autoAcceptsAt({ status: 'reviewed', auto_accept_at: at })).toBe(at);
  });
  it('says nothing before the recording is sent, once it is decided, or while a revision is awaited', () => {
    for (const status of ['created', 'revision_requested', 'accepted', 'rejected', 'flagged'] as const)
      expect(autoAcceptsAt({ status, auto_accept_at: at })).toBeNull();
  });
});
