import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { byStateAnd, exploreAll } from '../testing/explore';
import {
  admin,
  client,
  finance,
  fromEveryone,
  sharedOwner,
  stranger,
  otherVoiceActor,
  voiceActor,
  everyone,
} from '../testing/viewers';
import {
  decideProject,
  projectIsOpen,
  projectRefusal,
  PROJECT_STATUSES,
  projectMachine,
  type CompletionReason,
  type ProjectContext,
  type ProjectInput,
  type ProjectStatus,
  type ProjectMachineEvent,
} from './projectMachine';

const casting: ProjectInput = { type: 'casting', ownerIds: [client.userId, sharedOwner.userId] };
const booking: ProjectInput = { type: 'booking', ownerIds: [client.userId], bookedProviderId: 4821 };
const start = (input: ProjectInput) => createActor(projectMachine, { input }).start();
const status = (actor: ReturnType<typeof start>) => actor.getSnapshot().value;

/** A casting brought to `active` by its client and an admin. */
function activeCasting(extra: Partial<ProjectInput> = {}) {
  const actor = start({ ...casting, ...extra });
  actor.send({ type: 'project.submit', by: client });
  actor.send({ type: 'project.approve', by: admin });
  return actor;
}

function activeBooking(extra: Partial<ProjectInput> = {}) {
  const actor = start({ ...booking, ...extra });
  actor.send({ type: 'project.submit', by: client });
  actor.send({ type: 'project.approve', by: admin });
  return actor;
}

describe('project: approval', () => {
  it('an owner submits a draft for approval', () => {
    const actor = start(casting);
    actor.send({ type: 'project.submit', by: sharedOwner });
    expect(status(actor)).toBe('pending_approval');
  });

  it('admin approval sets active', () => {
    expect(status(activeCasting())).toBe('active');
  });

  it('admin disapproval sets disapproved, and the owner may resubmit', () => {
    const actor = start(casting);
    actor.send({ type: 'project.submit', by: client });
    actor.send({ type: 'project.disapprove', by: admin });
    expect(status(actor)).toBe('disapproved');
    actor.send({ type: 'project.submit', by: client });
    expect(status(actor)).toBe('pending_approval');
  });

  it('only an admin approves or disapproves', () => {
    const actor = start(casting);
    actor.send({ type: 'project.submit', by: client });
    actor.send({ type: 'project.approve', by: client });
    actor.send({ type: 'project.disapprove', by: stranger });
    expect(status(actor)).toBe('pending_approval');
  });
});

describe('project: casting actions', () => {
  it('extend keeps an active casting active, and reopens a closed one', () => {
    const actor = activeCasting();
    actor.send({ type: 'project.extend', by: client });
    expect(status(actor)).toBe('active');
    actor.send({ type: 'project.deadlineReached' });
    actor.send({ type: 'project.extend', by: admin });
    expect(status(actor)).toBe('active');
    expect(actor.getSnapshot().context.closingReason).toBeNull();
  });

  it('stop receiving proposals closes with reason client', () => {
    const actor = activeCasting();
    actor.send({ type: 'project.stopReceivingProposals', by: sharedOwner });
    expect(status(actor)).toBe('closed');
    expect(actor.getSnapshot().context.closingReason).toBe('client');
  });

  it('close takes a reason: client from an owner, voice123 from an admin, deadline from the clock', () => {
    const byOwner = activeCasting();
    byOwner.send({ type: 'project.close', reason: 'voice123', by: client });
    expect(status(byOwner)).toBe('active');
    byOwner.send({ type: 'project.close', reason: 'client', by: client });
    expect(byOwner.getSnapshot().context.closingReason).toBe('client');
    const byAdmin = activeCasting();
    byAdmin.send({ type: 'project.close', reason: 'voice123', by: admin });
    expect(byAdmin.getSnapshot().context.closingReason).toBe('voice123');
    const byClock = activeCasting();
    byClock.send({ type: 'project.deadlineReached' });
    expect(byClock.getSnapshot().context.closingReason).toBe('deadline');
  });

  it('strangers and voice actors cannot act on a casting', () => {
    const actor = activeCasting();
    for (const by of [stranger, voiceActor]) {
      actor.send({ type: 'project.stopReceivingProposals', by });
      actor.send({ type: 'project.extend', by });
      actor.send({ type: 'project.enableAutoInvites', by });
    }
    expect(status(actor)).toBe('active');
    expect(actor.getSnapshot().context.autoInvitesEnabled).toBe(false);
  });

  it('enable auto invites is the owner’s, enable AIMA the admin’s', () => {
    const actor = activeCasting();
    actor.send({ type: 'project.enableAima', by: client });
    actor.send({ type: 'project.enableAutoInvites', by: client });
    actor.send({ type: 'project.enableAima', by: admin });
    expect(actor.getSnapshot().context).toMatchObject({ autoInvitesEnabled: true, aimaEnabled: true });
  });

  it('completeCasting completes a closed casting without a winner (winner_selected false)', () => {
    const actor = activeCasting({ proposals: 4 });
    actor.send({ type: 'project.deadlineReached' });
    actor.send({ type: 'project.completeCasting', by: client });
    expect(status(actor)).toBe('closed');
    expect(actor.getSnapshot().context.winnerSelected).toBe(false);
  });

  it('selecting a winner needs proposals', () => {
    const none = activeCasting();
    none.send({ type: 'project.selectWinner', by: client });
    expect(status(none)).toBe('active');
    const some = activeCasting({ proposals: 3 });
    some.send({ type: 'project.selectWinner', by: client });
    expect(some.getSnapshot().context.winnerSelected).toBe(true);
  });

  it('complete takes a reason and a cancel reason; other needs its details', () => {
    const actor = activeCasting();
    actor.send({ type: 'project.complete', reason: 'client', cancelReason: 'other', by: client });
    expect(status(actor)).toBe('active');
    actor.send({
      type: 'project.complete',
      reason: 'client',
      cancelReason: 'other',
      cancelReasonDetails: 'Budget moved.',
      by: client,
    });
    expect(status(actor)).toBe('completed');
    expect(actor.getSnapshot().context).toMatchObject({ completionReason: 'client', cancelReason: 'other' });
  });

  it('copy is allowed to owners and admins in any status, and changes nothing', () => {
    const actor = activeCasting();
    const before = actor.getSnapshot();
    expect(before.can({ type: 'project.copy', by: client })).toBe(true);
    expect(before.can({ type: 'project.copy', by: voiceActor })).toBe(false);
    actor.send({ type: 'project.copy', by: admin });
    expect(actor.getSnapshot().value).toBe(before.value);
  });
});

describe('project: editing, deleting, auto invites and AIMA', () => {
  it('owners and admins edit before and while live, not once closed', () => {
    const actor = start(casting);
    expect(actor.getSnapshot().can({ type: 'project.edit', by: sharedOwner })).toBe(true);
    actor.send({ type: 'project.submit', by: client });
    expect(actor.getSnapshot().can({ type: 'project.edit', by: admin })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'project.edit', by: stranger })).toBe(false);
    actor.send({ type: 'project.approve', by: admin });
    actor.send({ type: 'project.edit', by: client });
    expect(status(actor)).toBe('active');
    actor.send({ type: 'project.stopReceivingProposals', by: client });
    expect(actor.getSnapshot().can({ type: 'project.edit', by: client })).toBe(false);
  });

  it('owners delete before the project is live; admins in any status', () => {
    const actor = start(casting);
    expect(actor.getSnapshot().can({ type: 'project.delete', by: client })).toBe(true);
    actor.send({ type: 'project.delete', by: client });
    expect(status(actor)).toBe('draft');
    actor.send({ type: 'project.submit', by: client });
    actor.send({ type: 'project.disapprove', by: admin });
    expect(actor.getSnapshot().can({ type: 'project.delete', by: sharedOwner })).toBe(true);
    actor.send({ type: 'project.submit', by: client });
    actor.send({ type: 'project.approve', by: admin });
    expect(actor.getSnapshot().can({ type: 'project.delete', by: client })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'project.delete', by: stranger })).toBe(false);
    actor.send({ type: 'project.delete', by: admin });
    expect(status(actor)).toBe('active');
  });

  it('owners switch auto invites on and off on a pending or active casting', () => {
    const actor = start(casting);
    actor.send({ type: 'project.enableAutoInvites', by: client });
    actor.send({ type: 'project.submit', by: client });
    actor.send({ type: 'project.disableAutoInvites', by: client });
    expect(actor.getSnapshot().context.autoInvitesEnabled).toBe(false);
    actor.send({ type: 'project.enableAutoInvites', by: sharedOwner });
    expect(actor.getSnapshot().context.autoInvitesEnabled).toBe(true);
    actor.send({ type: 'project.approve', by: admin });
    actor.send({ type: 'project.disableAutoInvites', by: admin });
    expect(actor.getSnapshot().context.autoInvitesEnabled).toBe(true);
    actor.send({ type: 'project.disableAutoInvites', by: client });
    expect(actor.getSnapshot().context.autoInvitesEnabled).toBe(false);
    const draft = start(casting);
    draft.send({ type: 'project.enableAutoInvites', by: client });
    draft.send({ type: 'project.disableAutoInvites', by: client });
    expect(draft.getSnapshot().context.autoInvitesEnabled).toBe(false);
    const disapproved = start(casting);
    disapproved.send({ type: 'project.submit', by: client });
    disapproved.send({ type: 'project.disapprove', by: admin });
    disapproved.send({ type: 'project.enableAutoInvites', by: client });
    disapproved.send({ type: 'project.disableAutoInvites', by: client });
    expect(disapproved.getSnapshot().context.autoInvitesEnabled).toBe(false);
  });

  it('an admin stops AIMA after enabling it', () => {
    const actor = activeCasting();
    actor.send({ type: 'project.enableAima', by: admin });
    actor.send({ type: 'project.disableAima', by: client });
    expect(actor.getSnapshot().context.aimaEnabled).toBe(true);
    actor.send({ type: 'project.disableAima', by: admin });
    expect(actor.getSnapshot().context.aimaEnabled).toBe(false);
  });

  it('only a casting closed at its deadline with no winner decision reopens by extending', () => {
    const byClient = activeCasting();
    byClient.send({ type: 'project.stopReceivingProposals', by: client });
    byClient.send({ type: 'project.extend', by: client });
    expect(status(byClient)).toBe('closed');
    const decided = activeCasting({ proposals: 2 });
    decided.send({ type: 'project.deadlineReached' });
    decided.send({ type: 'project.completeCasting', by: client });
    decided.send({ type: 'project.extend', by: client });
    expect(status(decided)).toBe('closed');
  });

  it('completing a casting for the client without a winner sets winner_selected false; voice123 is the admin’s', () => {
    const actor = activeCasting();
    actor.send({ type: 'project.complete', reason: 'voice123', by: client });
    actor.send({ type: 'project.complete', reason: 'deadline', by: client });
    expect(status(actor)).toBe('active');
    actor.send({ type: 'project.complete', reason: 'client', cancelReason: 'project-cancelled', by: client });
    expect(actor.getSnapshot().context).toMatchObject({ winnerSelected: false, completionReason: 'client' });
    const byAdmin = activeCasting();
    byAdmin.send({ type: 'project.complete', reason: 'voice123', by: admin });
    expect(status(byAdmin)).toBe('completed');
  });

  it('explains a refusal: forbidden when another party could, conflict when nobody could now', () => {
    const { context } = activeCasting().getSnapshot();
    const active = { status: 'active' as const, context };
    expect(projectRefusal(active, { type: 'project.edit', by: client })).toBeNull();
    expect(projectRefusal(active, { type: 'project.enableAima', by: client })).toEqual({
      reason: 'forbidden',
      message: 'This project cannot be given AIMA by you.',
    });
    expect(projectRefusal(active, { type: 'project.submit', by: client })).toEqual({
      reason: 'conflict',
      message: 'A project in status active cannot be submitted for approval.',
    });
    expect(
      projectRefusal({ status: 'booking-sent', context }, { type: 'project.delete', by: client }),
    ).toEqual({
      reason: 'forbidden',
      message: 'This project cannot be deleted by you.',
    });
    expect(
      projectRefusal(
        { status: 'active', context },
        { type: 'project.delete', by: client },
        { forbidden: false },
      ),
    ).toEqual({ reason: 'conflict', message: 'A project in status active cannot be deleted.' });
  });
});

describe('project: invitations', () => {
  const at = (status: ProjectStatus, input: ProjectInput) => ({
    status,
    context: start(input).getSnapshot().context,
  });

  it('owners invite voice actors to an active casting or booking, nobody else and not in another status', () => {
    for (const input of [casting, booking]) {
      for (const by of everyone) {
        const owner = by === client || (by === sharedOwner && input === casting);
        expect(decideProject(at('active', input), { type: 'project.inviteVoiceActor', by })).toMatchObject({
          allowed: owner,
          status: 'active',
        });
      }
      for (const status of PROJECT_STATUSES.filter((s) => s !== 'active')) {
        expect(
          decideProject(at(status, input), { type: 'project.inviteVoiceActor', by: client }).allowed,
        ).toBe(false);
      }
    }
    expect(projectRefusal(at('closed', casting), { type: 'project.inviteVoiceActor', by: client })).toEqual({
      reason: 'conflict',
      message: 'A project in status closed cannot be used to invite voice actors.',
    });
  });

  it('any voice actor joins an active casting from its public invite link', () => {
    const joins = (status: ProjectStatus, input: ProjectInput, by = voiceActor) =>
      decideProject(at(status, input), { type: 'project.joinByPublicLink', by }).allowed;
    expect(joins('active', casting)).toBe(true);
    expect(joins('active', casting, client)).toBe(false);
    expect(joins('active', booking)).toBe(false);
    expect(joins('closed', casting)).toBe(false);
    expect(joins('pending_approval', casting)).toBe(false);
  });

  it('an active project is open (takes answers); the others are not', () => {
    for (const status of PROJECT_STATUSES) {
      expect(projectIsOpen(at(status, casting))).toBe(status === 'active');
    }
  });
});

describe('project: questions and answers', () => {
  const at = (status: (typeof PROJECT_STATUSES)[number], input: ProjectInput) => ({
    status,
    context: start(input).getSnapshot().context,
  });

  it('a voice actor asks on an active casting only; owners and clients do not ask', () => {
    const asks = (status: (typeof PROJECT_STATUSES)[number], input: ProjectInput, by = voiceActor) =>
      decideProject(at(status, input), { type: 'project.askQuestion', by }).allowed;
    expect(asks('active', casting)).toBe(true);
    expect(asks('active', casting, otherVoiceActor)).toBe(true);
    expect(asks('active', casting, client)).toBe(false);
    expect(asks('active', { ...casting, ownerIds: [voiceActor.userId] })).toBe(false);
    expect(asks('active', booking)).toBe(false);
    for (const status of PROJECT_STATUSES.filter((s) => s !== 'active')) {
      expect(asks(status, casting)).toBe(false);
    }
    expect(projectRefusal(at('closed', casting), { type: 'project.askQuestion', by: voiceActor })).toEqual({
      reason: 'conflict',
      message: 'A project in status closed cannot be asked questions.',
    });
  });

  it('owners, admins and the asking voice actor answer in every status but canceled and replaced', () => {
    const answers = (
      status: (typeof PROJECT_STATUSES)[number],
      by = client,
      askerProviderId = voiceActor.providerId ?? 0,
    ) => decideProject(at(status, casting), { type: 'project.answerQuestion', askerProviderId, by }).allowed;
    for (const status of PROJECT_STATUSES) {
      const open = status !== 'canceled' && status !== 'replaced';
      expect(answers(status)).toBe(open);
      expect(answers(status, sharedOwner)).toBe(open);
      expect(answers(status, admin)).toBe(open);
      expect(answers(status, voiceActor)).toBe(open);
      expect(answers(status, otherVoiceActor)).toBe(false);
      expect(answers(status, stranger)).toBe(false);
    }
    expect(
      projectRefusal(at('active', casting), {
        type: 'project.answerQuestion',
        askerProviderId: 4821,
        by: stranger,
      }),
    ).toEqual({ reason: 'forbidden', message: 'This project cannot be given answers to questions by you.' });
    expect(
      projectRefusal(at('canceled', casting), {
        type: 'project.answerQuestion',
        askerProviderId: 4821,
        by: client,
      }),
    ).toEqual({
      reason: 'conflict',
      message: 'A project in status canceled cannot be given answers to questions.',
    });
  });
});

describe('project: booking actions', () => {
  it('the booked voice actor accepts; with a changed quote it waits for the client’s confirmation', () => {
    const plain = activeBooking();
    plain.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    expect(status(plain)).toBe('booking-accepted');
    const changed = activeBooking();
    changed.send({ type: 'project.acceptBooking', quoteChanged: true, by: voiceActor });
    expect(status(changed)).toBe('booking-sent');
    expect(changed.getSnapshot().context.quoteClientConfirmation).toBe(false);
    changed.send({ type: 'project.acceptQuoteChanges', by: client });
    expect(status(changed)).toBe('booking-accepted');
  });

  it('only the booked voice actor accepts or declines a booking', () => {
    const actor = activeBooking();
    actor.send({ type: 'project.acceptBooking', quoteChanged: false, by: client });
    actor.send({ type: 'project.declineBooking', by: stranger });
    expect(status(actor)).toBe('active');
  });

  it('a declined booking completes with reason booking-declined', () => {
    const actor = activeBooking();
    actor.send({ type: 'project.declineBooking', by: voiceActor });
    expect(status(actor)).toBe('completed');
    expect(actor.getSnapshot().context.completionReason).toBe('booking-declined');
  });

  it('an accepted or rejected recording completes the booking with that reason', () => {
    const accepted = activeBooking();
    accepted.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    accepted.send({ type: 'project.deliverableChanged', deliverableStatus: 'posted' });
    expect(status(accepted)).toBe('booking-accepted');
    accepted.send({ type: 'project.deliverableChanged', deliverableStatus: 'accepted' });
    expect(accepted.getSnapshot().context.completionReason).toBe('deliverable-accepted');
    const rejected = activeBooking();
    rejected.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    rejected.send({ type: 'project.deliverableChanged', deliverableStatus: 'rejected' });
    expect(rejected.getSnapshot().context.completionReason).toBe('deliverable-rejected');
  });

  it('secure payment: enabled by an owner, removed only before the funds are marked ready', () => {
    const actor = activeBooking();
    actor.send({ type: 'project.enableSecurePayments', by: voiceActor });
    expect(actor.getSnapshot().context.securePayment).toBe(false);
    actor.send({ type: 'project.enableSecurePayments', by: client });
    expect(actor.getSnapshot().context.securePayment).toBe(true);
    actor.send({ type: 'project.removeSecurePayment', by: client });
    expect(actor.getSnapshot().context.securePayment).toBe(false);
  });

  it('notify finance, ready to release funds, then funds released by finance staff only', () => {
    const actor = activeBooking({ securePayment: true });
    actor.send({ type: 'project.acceptBooking', quoteChanged: false, by: voiceActor });
    actor.send({ type: 'project.notifyFinance', by: client });
    actor.send({ type: 'project.deliverableChanged', deliverableStatus: 'accepted' });
    actor.send({ type: 'project.fundsReleased', by: finance });
    expect(actor.getSnapshot().context.fundsReleased).toBe(false);
    actor.send({ type: 'project.readyToReleaseFunds', by: client });
    actor.send({ type: 'project.fundsReleased', by: admin });
    expect(actor.getSnapshot().context.fundsReleased).toBe(false);
    actor.send({ type: 'project.fundsReleased', by: finance });
    expect(actor.getSnapshot().context).toMatchObject({
      financeNotified: true,
      readyToReleaseFunds: true,
      fundsReleased: true,
    });
  });

  it('secure payment on and off for a casting too, before and while it is live', () => {
    const draft = start(casting);
    draft.send({ type: 'project.enableSecurePayments', by: sharedOwner });
    expect(draft.getSnapshot().context.securePayment).toBe(true);
    const actor = activeCasting();
    actor.send({ type: 'project.enableSecurePayments', by: voiceActor });
    expect(actor.getSnapshot().context.securePayment).toBe(false);
    actor.send({ type: 'project.enableSecurePayments', by: admin });
    expect(actor.getSnapshot().context.securePayment).toBe(true);
    actor.send({ type: 'project.stopReceivingProposals', by: client });
    actor.send({ type: 'project.removeSecurePayment', by: client });
    expect(actor.getSnapshot().context.securePayment).toBe(false);
  });

  it('a finished project takes no new secure payment', () => {
    const context = activeCasting().getSnapshot().context;
    for (const value of ['completed', 'canceled', 'replaced'] as const)
      expect(
        projectMachine
          .resolveState({ value, context })
          .can({ type: 'project.enableSecurePayments', by: client }),
      ).toBe(false);
  });

  it('a settled charge (the client paid) keeps secure payment as it is, with its own refusal', () => {
    const paid = { ...activeCasting().getSnapshot().context, securePayment: true, chargeSettled: true };
    const remove = { type: 'project.removeSecurePayment', by: client } as const;
    expect(decideProject({ status: 'active', context: paid }, remove).allowed).toBe(false);
    expect(projectRefusal({ status: 'active', context: paid }, remove)).toEqual({
      reason: 'conflict',
      code: 'charge_settled',
      message: 'The client has already paid: secure payment stays on.',
    });
    const refunded = { ...paid, securePayment: false };
    const enable = { type: 'project.enableSecurePayments', by: client } as const;
    expect(projectRefusal({ status: 'active', context: refunded }, enable)).toMatchObject({
      code: 'charge_settled',
      message: 'This project’s payment was already settled.',
    });
    expect(
      decideProject({ status: 'active', context: { ...refunded, chargeSettled: false } }, enable).allowed,
    ).toBe(true);
  });

  it('a secure payment cannot be removed once the funds are marked ready', () => {
    const context = {
      ...activeBooking().getSnapshot().context,
      securePayment: true,
      readyToReleaseFunds: true,
    };
    const snapshot = projectMachine.resolveState({ value: 'booking-sent', context });
    expect(snapshot.can({ type: 'project.removeSecurePayment', by: client })).toBe(false);
    expect(
      projectMachine
        .resolveState({ value: 'booking-sent', context: { ...context, readyToReleaseFunds: false } })
        .can({ type: 'project.removeSecurePayment', by: client }),
    ).toBe(true);
  });
});

describe('project: admin status edit', () => {
  it.each(PROJECT_STATUSES)('an admin may set the status to %s', (target) => {
    const actor = activeCasting();
    actor.send({ type: 'project.setStatus', status: target, by: admin });
    expect(status(actor)).toBe(target);
  });

  it('nobody else edits the status', () => {
    const actor = activeCasting();
    actor.send({ type: 'project.setStatus', status: 'canceled', by: client });
    expect(status(actor)).toBe('active');
  });
});

describe('project: server decisions', () => {
  it('answers whether an event is allowed in a status and what follows', () => {
    const { context } = activeCasting().getSnapshot();
    expect(
      decideProject({ status: 'active', context }, { type: 'project.stopReceivingProposals', by: client }),
    ).toMatchObject({
      allowed: true,
      status: 'closed',
    });
    expect(
      decideProject({ status: 'completed', context }, { type: 'project.extend', by: client }),
    ).toMatchObject({
      allowed: false,
      status: 'completed',
    });
  });
});

const COMPLETION: CompletionReason[] = [
  'deliverable-accepted',
  'deliverable-rejected',
  'deadline',
  'voice123',
  'client',
  'booking-declined',
  'not-reviewed',
];
const samples: ProjectMachineEvent[] = [
  ...fromEveryone(
    'project.submit',
    'project.approve',
    'project.disapprove',
    'project.extend',
    'project.stopReceivingProposals',
    'project.selectWinner',
    'project.completeCasting',
    'project.copy',
    'project.enableSecurePayments',
    'project.removeSecurePayment',
    'project.notifyFinance',
    'project.readyToReleaseFunds',
    'project.fundsReleased',
    'project.declineBooking',
    'project.acceptQuoteChanges',
    'project.enableAutoInvites',
    'project.disableAutoInvites',
    'project.inviteVoiceActor',
    'project.joinByPublicLink',
    'project.enableAima',
    'project.disableAima',
    'project.edit',
    'project.delete',
    'project.askQuestion',
  ),
  ...everyone.flatMap((by) => [
    { type: 'project.answerQuestion' as const, askerProviderId: 4821, by },
    { type: 'project.close' as const, reason: 'client' as const, by },
    { type: 'project.close' as const, reason: 'voice123' as const, by },
    { type: 'project.acceptBooking' as const, quoteChanged: true, by },
    { type: 'project.acceptBooking' as const, quoteChanged: false, by },
  ]),
  ...COMPLETION.map((reason) => ({ type: 'project.complete' as const, reason, by: client })),
  { type: 'project.complete', reason: 'voice123', by: admin },
  { type: 'project.deadlineReached' },
  ...(['posted', 'accepted', 'rejected'] as const).map((deliverableStatus) => ({
    type: 'project.deliverableChanged' as const,
    deliverableStatus,
  })),
  ...PROJECT_STATUSES.map((s) => ({ type: 'project.setStatus' as const, status: s, by: admin })),
];

describe('project: graph', () => {
  // The project's context has many independent flags; the graph is walked by status, and the flag
  // combinations the guards need are seeded through these inputs.
  const inputs: ProjectInput[] = [
    { ...casting, proposals: 2 },
    { ...casting, proposals: 0 },
    { ...booking },
    { ...booking, securePayment: true },
    {
      ...booking,
      securePayment: true,
      deliverableStatus: 'accepted',
      completionReason: 'deliverable-accepted',
    },
    { ...booking, securePayment: true, readyToReleaseFunds: true, completionReason: 'deliverable-accepted' },
    { ...booking, quoteClientConfirmation: false },
  ];

  it('reaches every state and exercises every transition (xstate/graph)', () => {
    // The flags the switches and the reopening read: auto invites, AIMA and the closing reason.
    const serialize = byStateAnd((c: ProjectContext) => [
      c.closingReason,
      c.autoInvitesEnabled,
      c.aimaEnabled,
      c.securePayment,
    ]);
    const report = exploreAll(projectMachine, samples, inputs, { serialize });
    expect(report.unreachedStates).toEqual([]);
    expect(report.unexercisedTransitions).toEqual([]);
  });
});
