import type { Project } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { projectCan } from './projectMachine';
import { projectStateOf } from './projectOf';

const owner = { userId: 7, roles: ['client'] as const };
const stranger = { userId: 8, roles: ['client'] as const };

const casting = (fields: Partial<Project>): Project => ({
  id: 1,
  public_hash: 'p7Xk2LmQ9v',
  slug: 'warm-narrator',
  name: 'Warm narrator',
  type: 'casting',
  status: 'pending_approval',
  deadline: null,
  created_at: '2026-11-02T14:30:00Z',
  user_id: [7],
  auto_invites_enabled: true,
  stats: {
    offers_received_manual: 2,
    offers_received_automatic: 1,
    offers_opened: 0,
    pending_questions: 0,
    pending_answers: 0,
  },
  ...fields,
});

describe('projectStateOf: a project from the API as the machine sees it', () => {
  it('keeps the status and the facts the guards read', () => {
    const state = projectStateOf(casting({}));
    expect(state.status).toBe('pending_approval');
    expect(state.context).toMatchObject({
      ownerIds: [7],
      proposals: 3,
      autoInvitesEnabled: true,
      aimaEnabled: false,
    });
  });

  it('lets the owner edit a project before it closes, and nobody else', () => {
    expect(projectCan(projectStateOf(casting({})), { type: 'project.edit', by: owner })).toBe(true);
    expect(projectCan(projectStateOf(casting({})), { type: 'project.edit', by: stranger })).toBe(false);
    expect(
      projectCan(projectStateOf(casting({ status: 'closed' })), { type: 'project.edit', by: owner }),
    ).toBe(false);
  });

  it('a project shown without its owners (user_id omitted) is nobody’s to edit', () => {
    const state = projectStateOf(casting({ user_id: undefined }));
    expect(projectCan(state, { type: 'project.edit', by: owner })).toBe(false);
  });
});
