import { describe, expect, it } from 'vitest';
import { admin, client, fromEveryone, everyone } from '../testing/viewers';
import { projectMachine, type ProjectMachineEvent } from './projectMachine';
import {
  PROJECT_STATUSES,
  type CompletionReason,
  type ProjectContext,
  type ProjectInput,
} from './projectSetup';
import { booking, casting } from './testing/projects';
import { byStateAnd, exploreAll } from '../testing/explore';

// Every status reached and every transition taken (xstate/graph), with every party's events.

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
    'project.cancelBooking',
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
  // Apart: TypeScript checks a union of at most 25 event types against the machine's events at once.
  ...fromEveryone('project.addPayment'),
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
