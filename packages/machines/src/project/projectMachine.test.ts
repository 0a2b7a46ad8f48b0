import { describe, expect, it } from 'vitest';
import { admin, client, sharedOwner, stranger, voiceActor } from '../testing/viewers';
import { decideProject } from './projectMachine';
import { PROJECT_STATUSES } from './projectSetup';
import { activeCasting, casting, start, status } from './testing/projects';

// The project's own lifecycle: approval, the casting's actions, editing, deleting, auto invites
// and AIMA, the admin's status edit, and the server's decision. Invitations and questions are in
// projectMachine.invitations.test.ts, bookings and secure payment in projectMachine.booking.test.ts,
// the graph in projectMachine.graph.test.ts, the refusals' wording in projectRefusal.test.ts.

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
