import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { client, stranger, voiceActor } from '../testing/viewers';
import { COMPLETION_REASONS, projectInvitesAutomatically, projectLabel } from './projectLabel';
import { projectMachine } from './projectMachine';
import type { ProjectContext, ProjectInput, ProjectStatus } from './projectSetup';

function project(status: ProjectStatus, input: Partial<ProjectInput> & Pick<ProjectInput, 'type'>) {
  const context: ProjectContext = createActor(projectMachine, {
    input: { ownerIds: [client.userId], bookedProviderId: 4821, ...input },
  }).getSnapshot().context;
  return { status, context };
}

describe('project labels (spec section 4)', () => {
  it("an active casting shows 'now inviting' when auto invites are enabled, else 'client-invites only'", () => {
    expect(projectLabel(project('active', { type: 'casting', autoInvitesEnabled: true }), null).text).toBe(
      'now inviting',
    );
    expect(projectLabel(project('active', { type: 'casting' }), null).text).toBe('client-invites only');
  });

  it('a casting invites automatically while active with auto invites or AIMA on; the label follows', () => {
    const aima = project('active', { type: 'casting', aimaEnabled: true });
    expect(projectInvitesAutomatically(aima)).toBe(true);
    expect(projectLabel(aima, null).text).toBe('now inviting');
    expect(projectInvitesAutomatically(project('active', { type: 'casting' }))).toBe(false);
    expect(
      projectInvitesAutomatically(project('pending_approval', { type: 'casting', autoInvitesEnabled: true })),
    ).toBe(false);
    expect(
      projectInvitesAutomatically(project('closed', { type: 'casting', autoInvitesEnabled: true })),
    ).toBe(false);
    expect(
      projectInvitesAutomatically(project('active', { type: 'booking', autoInvitesEnabled: true })),
    ).toBe(false);
  });

  it("a closed casting with proposals and no winner decision is 'ready for booking', the owner's move", () => {
    const label = projectLabel(project('closed', { type: 'casting', proposals: 3 }), client);
    expect(label).toEqual({ text: 'ready for booking', yourMove: true });
    expect(projectLabel(project('closed', { type: 'casting', proposals: 3 }), stranger).yourMove).toBe(false);
  });

  it.each(['deadline', 'client', 'voice123'] as const)(
    'a closed casting with zero proposals shows its closing reason (%s)',
    (closingReason) => {
      expect(projectLabel(project('closed', { type: 'casting', closingReason }), null).text).toBe(
        closingReason,
      );
    },
  );

  it("a closed casting otherwise shows 'winner selected' or 'completed without a winner'", () => {
    expect(
      projectLabel(project('closed', { type: 'casting', proposals: 2, winnerSelected: true }), null).text,
    ).toBe('winner selected');
    expect(
      projectLabel(project('closed', { type: 'casting', proposals: 2, winnerSelected: false }), null).text,
    ).toBe('completed without a winner');
  });

  it("an active booking is 'waiting for the voice actor', the voice actor's move", () => {
    expect(projectLabel(project('active', { type: 'booking' }), voiceActor)).toEqual({
      text: 'waiting for the voice actor',
      yourMove: true,
    });
  });

  it('booking-sent waits for client quote confirmation when quote_client_confirmation is false', () => {
    const label = projectLabel(
      project('booking-sent', { type: 'booking', quoteClientConfirmation: false }),
      client,
    );
    expect(label).toEqual({ text: 'waiting for client quote confirmation', yourMove: true });
  });

  it.each([null, 'created', 'revision_requested'] as const)(
    'booking-accepted waits for the recording when the deliverable is %s',
    (deliverableStatus) => {
      const label = projectLabel(
        project('booking-accepted', { type: 'booking', deliverableStatus }),
        voiceActor,
      );
      expect(label).toEqual({ text: 'waiting for the recording', yourMove: true });
    },
  );

  it.each(['posted', 'reviewed'] as const)(
    'booking-accepted otherwise waits for client acceptance (%s)',
    (deliverableStatus) => {
      expect(
        projectLabel(project('booking-accepted', { type: 'booking', deliverableStatus }), client),
      ).toEqual({
        text: 'waiting for client acceptance',
        yourMove: true,
      });
    },
  );

  it('other statuses read as the status', () => {
    expect(projectLabel(project('pending_approval', { type: 'casting' }), null).text).toBe(
      'pending approval',
    );
    expect(projectLabel(project('completed', { type: 'booking' }), null).text).toBe('completed');
  });

  it('lists the seven completion reasons of the spec as data', () => {
    expect(COMPLETION_REASONS.map((r) => r.reason)).toEqual([
      'deliverable-accepted',
      'deliverable-rejected',
      'deadline',
      'voice123',
      'client',
      'booking-declined',
      'not-reviewed',
    ]);
  });
});
