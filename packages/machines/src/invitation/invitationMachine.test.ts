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
import {
  allowedInvitationActions,
  decideInvitation,
  DECLINE_PROBLEM_MESSAGES,
  declineProblem,
  invitationMachine,
  invitationRefusal,
  type CastingInvitationStatus,
  type InvitationContext,
  type InvitationEvent,
  type InvitationStatusUpdate,
} from './invitationMachine';

const providerId = voiceActor.providerId ?? 0;
const input = { providerId };
const openedAt = '2026-11-02T15:01:00Z';
const open: InvitationStatusUpdate = { status: 'opened', openedAt };
const decline: InvitationStatusUpdate = { status: 'declined', rejectionReason: 'deadline-too-short' };
const start = () => createActor(invitationMachine, { input }).start();
const update = (by: Viewer, payload: InvitationStatusUpdate): InvitationEvent => ({
  type: 'invitation.updateStatus',
  by,
  payload,
});
/** Senders other than the invited voice actor, including a provider-role user without a provider id. */
const notTheInvitedVoiceActor: Viewer[] = [
  client,
  sharedOwner,
  otherVoiceActor,
  admin,
  stranger,
  { userId: voiceActor.userId, roles: ['provider'], providerId: null },
  { userId: 9312, roles: ['client'], providerId },
];

const context = (overrides: Partial<InvitationContext> = {}): InvitationContext => ({
  providerId,
  openedAt: null,
  rejectionReason: null,
  rejectionReasonDetails: null,
  projectOpen: true,
  ...overrides,
});
const at = (status: CastingInvitationStatus, overrides: Partial<InvitationContext> = {}) => ({
  status,
  context: context(overrides),
});

const updateSamples = [
  open,
  decline,
  { status: 'declined', rejectionReason: 'other', rejectionReasonDetails: 'Booked on a series that week.' },
  { status: 'declined', rejectionReason: 'other', rejectionReasonDetails: '  ' },
  { status: 'declined', rejectionReason: null },
] as const satisfies readonly InvitationStatusUpdate[];
const events = [
  ...fromEveryone('invitation.accept', 'invitation.archive'),
  ...updateSamples.flatMap((payload) => everyone.map((by) => update(by, payload))),
];

describe('invitation', () => {
  it('the invited voice actor accepts a requested invitation (a proposal was sent)', () => {
    const actor = start();
    actor.send({ type: 'invitation.accept', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(actor.getSnapshot().hasTag('answered')).toBe(true);
  });

  it('the invited voice actor accepts an opened invitation', () => {
    const actor = start();
    actor.send(update(voiceActor, open));
    actor.send({ type: 'invitation.accept', by: voiceActor });
    expect(actor.getSnapshot().value).toBe('accepted');
  });

  it('nobody but the invited voice actor accepts, archives, opens or declines it', () => {
    for (const by of notTheInvitedVoiceActor) {
      for (const event of [
        { type: 'invitation.accept', by },
        { type: 'invitation.archive', by },
        update(by, open),
        update(by, decline),
      ] satisfies InvitationEvent[]) {
        const actor = start();
        actor.send(event);
        expect(actor.getSnapshot().value).toBe('requested');
        expect(actor.getSnapshot().context).toEqual(context());
      }
    }
  });

  it('update status opened sets opened_at and marks the invitation read', () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('unread')).toBe(true);
    actor.send(update(voiceActor, open));
    expect(actor.getSnapshot().value).toBe('opened');
    expect(actor.getSnapshot().context.openedAt).toBe(openedAt);
    expect(actor.getSnapshot().hasTag('unread')).toBe(false);
  });

  it('opened_at is set only once', () => {
    const actor = start();
    actor.send(update(voiceActor, open));
    actor.send(update(voiceActor, { status: 'opened', openedAt: '2026-11-03T08:00:00Z' }));
    expect(actor.getSnapshot().context.openedAt).toBe(openedAt);
    const alreadyOpened = decideInvitation(at('requested', { openedAt }), update(voiceActor, open));
    expect(alreadyOpened.allowed).toBe(false);
  });

  it('update status declined records the rejection reason and details', () => {
    const actor = start();
    actor.send(update(voiceActor, { ...decline, rejectionReasonDetails: ' Travelling until the 12th. ' }));
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().context).toMatchObject({
      rejectionReason: 'deadline-too-short',
      rejectionReasonDetails: 'Travelling until the 12th.',
    });
  });

  it('the invited voice actor declines an opened invitation', () => {
    const actor = start();
    actor.send(update(voiceActor, open));
    actor.send(update(voiceActor, decline));
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().context.openedAt).toBe(openedAt);
  });

  it('declining needs a rejection reason', () => {
    const payload = { status: 'declined', rejectionReason: null } as const;
    expect(declineProblem(payload)).toBe('missing-rejection-reason');
    const actor = start();
    actor.send(update(voiceActor, payload));
    expect(actor.getSnapshot().value).toBe('requested');
  });

  it('declining for the reason other needs details', () => {
    for (const details of [undefined, null, '', '   ']) {
      const payload = {
        status: 'declined',
        rejectionReason: 'other',
        rejectionReasonDetails: details,
      } as const;
      expect(declineProblem(payload)).toBe('missing-rejection-reason-details');
      const actor = start();
      actor.send(update(voiceActor, payload));
      expect(actor.getSnapshot().value).toBe('requested');
    }
    const explained = {
      status: 'declined',
      rejectionReason: 'other',
      rejectionReasonDetails: 'On leave.',
    } as const;
    expect(declineProblem(explained)).toBeNull();
    const actor = start();
    actor.send(update(voiceActor, explained));
    expect(actor.getSnapshot().context).toMatchObject({
      rejectionReason: 'other',
      rejectionReasonDetails: 'On leave.',
    });
  });

  it('any other reason needs no details', () => {
    expect(declineProblem({ rejectionReason: 'budget-too-low' })).toBeNull();
    expect(declineProblem({ rejectionReason: 'not-a-good-fit', rejectionReasonDetails: '' })).toBeNull();
  });

  it('gives the decline form a message for each refusal', () => {
    expect(DECLINE_PROBLEM_MESSAGES['missing-rejection-reason']).toMatch(/why/i);
    expect(DECLINE_PROBLEM_MESSAGES['missing-rejection-reason-details']).toMatch(/reason/i);
  });

  it('an answered invitation is neither accepted, opened nor declined again', () => {
    for (const status of ['accepted', 'declined'] as const) {
      for (const event of [
        { type: 'invitation.accept', by: voiceActor },
        update(voiceActor, open),
        update(voiceActor, decline),
      ] satisfies InvitationEvent[]) {
        expect(decideInvitation(at(status), event)).toMatchObject({ allowed: false, status });
      }
    }
  });

  it('the invited voice actor archives it from any status but archived', () => {
    for (const status of ['requested', 'opened', 'accepted', 'declined'] as const) {
      expect(decideInvitation(at(status), { type: 'invitation.archive', by: voiceActor })).toMatchObject({
        allowed: true,
        status: 'archived',
      });
    }
    const actor = start();
    actor.send({ type: 'invitation.archive', by: voiceActor });
    expect(actor.getSnapshot().status).toBe('done');
    for (const event of [
      { type: 'invitation.archive', by: voiceActor },
      { type: 'invitation.accept', by: voiceActor },
      update(voiceActor, open),
    ] satisfies InvitationEvent[]) {
      expect(decideInvitation(at('archived'), event).allowed).toBe(false);
    }
  });

  it('lists the actions (accept, archive, update status) the viewer may take now', () => {
    expect(allowedInvitationActions(at('requested'), voiceActor)).toEqual([
      'accept',
      'archive',
      'update_status',
    ]);
    expect(allowedInvitationActions(at('opened', { openedAt }), voiceActor)).toEqual([
      'accept',
      'archive',
      'update_status',
    ]);
    expect(allowedInvitationActions(at('accepted'), voiceActor)).toEqual(['archive']);
    expect(allowedInvitationActions(at('declined'), voiceActor)).toEqual(['archive']);
    expect(allowedInvitationActions(at('archived'), voiceActor)).toEqual([]);
    expect(allowedInvitationActions(at('requested'), client)).toEqual([]);
    expect(allowedInvitationActions(at('requested'), otherVoiceActor)).toEqual([]);
  });

  it('is accepted only while its project receives proposals; declined or archived any time', () => {
    const closed = { projectOpen: false };
    for (const status of ['requested', 'opened'] as const) {
      expect(
        decideInvitation(at(status, closed), { type: 'invitation.accept', by: voiceActor }).allowed,
      ).toBe(false);
      expect(decideInvitation(at(status, closed), update(voiceActor, decline)).allowed).toBe(true);
      expect(
        decideInvitation(at(status, closed), { type: 'invitation.archive', by: voiceActor }).allowed,
      ).toBe(true);
    }
    expect(allowedInvitationActions(at('opened', { ...closed, openedAt }), voiceActor)).toEqual([
      'archive',
      'update_status',
    ]);
  });

  it('explains a refusal: forbidden to anyone but the invited voice actor, else why not now', () => {
    expect(invitationRefusal(at('requested'), { type: 'invitation.accept', by: voiceActor })).toBeNull();
    for (const by of notTheInvitedVoiceActor) {
      expect(invitationRefusal(at('requested'), { type: 'invitation.archive', by })).toEqual({
        reason: 'forbidden',
        message: 'Only the invited voice actor can answer this invitation.',
      });
    }
    expect(
      invitationRefusal(at('opened', { projectOpen: false, openedAt }), {
        type: 'invitation.accept',
        by: voiceActor,
      }),
    ).toEqual({ reason: 'conflict', message: 'This project no longer receives proposals.' });
    expect(
      invitationRefusal(at('declined', { openedAt }), { type: 'invitation.accept', by: voiceActor }),
    ).toEqual({
      reason: 'conflict',
      message: 'This invitation was already declined; it cannot be accepted.',
    });
    expect(invitationRefusal(at('archived'), { type: 'invitation.archive', by: voiceActor })).toEqual({
      reason: 'conflict',
      message: 'This invitation is already archived.',
    });
    expect(invitationRefusal(at('opened', { openedAt }), update(voiceActor, open))).toEqual({
      reason: 'conflict',
      message: 'This invitation was already opened.',
    });
    expect(invitationRefusal(at('archived'), update(voiceActor, open))).toEqual({
      reason: 'conflict',
      message: 'This invitation is archived; it cannot be opened.',
    });
    expect(invitationRefusal(at('accepted', { openedAt }), update(voiceActor, decline))).toEqual({
      reason: 'conflict',
      message: 'This invitation was already accepted; it cannot be declined.',
    });
  });

  it('answers the server: which events a status allows and what follows', () => {
    expect(decideInvitation(at('opened', { openedAt }), update(voiceActor, decline))).toEqual({
      allowed: true,
      status: 'declined',
      context: context({ openedAt, rejectionReason: 'deadline-too-short' }),
    });
    expect(decideInvitation(at('requested'), update(voiceActor, open))).toEqual({
      allowed: true,
      status: 'opened',
      context: context({ openedAt }),
    });
    expect(decideInvitation(at('requested'), { type: 'invitation.accept', by: admin })).toMatchObject({
      allowed: false,
      status: 'requested',
    });
  });

  it('reaches every state and exercises every transition (xstate/graph)', () => {
    const report = explore(invitationMachine, events, input);
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
    const { expected, actual } = replayShortestPaths(invitationMachine, events, input);
    expect(actual).toEqual(expected);
  });
});
