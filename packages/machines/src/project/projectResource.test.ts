import { describe, expect, it } from 'vitest';
import { admin, client, stranger } from '../testing/viewers';
import { projectLabel } from './projectLabel';
import { projectCan } from './projectMachine';
import { projectEntityOf, type ProjectResource } from './projectResource';

/** An active casting as its owner gets it from GET /projects/{id}. */
const stats = {
  offers_received_manual: 2,
  offers_received_automatic: 1,
  offers_opened: 0,
  pending_questions: 0,
  pending_answers: 0,
};
const casting: ProjectResource = {
  type: 'casting',
  status: 'active',
  user_id: [client.userId],
  provider_id: null,
  stats,
  winner_selected: null,
  closing_reason: null,
  completion_reason: null,
  cancel_reason: null,
  auto_invites_enabled: false,
  secure_payment_enabled: false,
  quote_client_confirmation: null,
  deliverable: null,
  finance_notified_at: null,
  ready_to_release_funds_at: null,
  funds_released_at: null,
};

describe('a project from the API as the project machine sees it', () => {
  it('counts manual and automatic proposals and keeps the owners and lifecycle facts', () => {
    const entity = projectEntityOf(casting);
    expect(entity.status).toBe('active');
    expect(entity.context).toMatchObject({
      type: 'casting',
      ownerIds: [client.userId],
      proposals: 3,
      winnerSelected: null,
      autoInvitesEnabled: false,
      aimaEnabled: false,
      quoteClientConfirmation: true,
    });
  });

  it('offers the owner the actions of an active casting, and a stranger none', () => {
    const entity = projectEntityOf(casting);
    expect(projectCan(entity, { type: 'project.extend', by: client })).toBe(true);
    expect(projectCan(entity, { type: 'project.enableAutoInvites', by: client })).toBe(true);
    expect(projectCan(entity, { type: 'project.extend', by: stranger })).toBe(false);
  });

  it('a visitor who is not sent user_id owns nothing', () => {
    const { type, status, provider_id, winner_selected } = casting;
    const entity = projectEntityOf({ type, status, provider_id, winner_selected });
    expect(entity.context.ownerIds).toEqual([]);
    expect(projectCan(entity, { type: 'project.close', reason: 'client', by: client })).toBe(false);
  });

  it('reads AIMA from the admin fields (admins only) and the recording from the deliverable', () => {
    const entity = projectEntityOf({
      ...casting,
      admin: { aima_status: 'running' },
    });
    expect(entity.context.aimaEnabled).toBe(true);
    expect(projectCan(entity, { type: 'project.disableAima', by: admin })).toBe(true);
  });

  it("labels a closed casting with proposals and no winner decision 'ready for booking'", () => {
    const entity = projectEntityOf({ ...casting, status: 'closed', closing_reason: 'client' });
    expect(projectLabel(entity, client)).toEqual({ text: 'ready for booking', yourMove: true });
  });

  it('labels a closed casting without proposals with its closing reason', () => {
    const entity = projectEntityOf({
      ...casting,
      status: 'closed',
      closing_reason: 'client',
      stats: { ...stats, offers_received_manual: 0, offers_received_automatic: 0 },
    });
    expect(projectLabel(entity, client).text).toBe('client');
  });
});
