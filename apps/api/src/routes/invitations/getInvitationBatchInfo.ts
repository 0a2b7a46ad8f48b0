// getInvitationBatchInfo: Get how invitations go out in batches (GET /invitations/batch_info). Any
// signed-in user. Without project_id: the general schedule, one group per membership level,
// Platinum first, none sent. With project_id (its owners and admins: 403 for others, 404 for an
// unknown project): the groups its waves sent, in order, and when the next wave goes, as the job
// queue has it (a wave waiting for a retry is announced at the retry's time).
import type { Handler } from '../../contract/types';
import {
  generalBatchSchedule,
  projectBatchProgress,
  type BatchGroup,
} from '../../modules/invitations/invitationBatches';
import { findProject, requireManager } from '../../modules/projects/projectLifecycle';

const batches = (groups: BatchGroup[]) =>
  groups.map((group, i) => ({
    batch: i + 1,
    membership_level: group.level,
    membership_tier: group.tier,
    invitations_count: group.invitationsCount,
    sent_at: group.sentAt?.toISOString() ?? null,
  }));

export const getInvitationBatchInfo: Handler<'getInvitationBatchInfo'> = async ({
  viewer,
  query,
  services,
}) => {
  if (query.project_id === undefined)
    return {
      status: 200,
      body: {
        project_id: null,
        current_batch: 0,
        next_batch_at: null,
        batches: batches(generalBatchSchedule()),
      },
    };
  const project = await findProject(services.db, String(query.project_id));
  requireManager(viewer, project);
  const progress = await projectBatchProgress(services, project.row);
  return {
    status: 200,
    body: {
      project_id: project.row.id,
      current_batch: progress.groups.length,
      next_batch_at: progress.nextAt?.toISOString() ?? null,
      batches: batches(progress.groups),
    },
  };
};
