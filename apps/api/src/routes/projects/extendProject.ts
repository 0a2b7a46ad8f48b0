// extendProject: Extend a project's deadline (POST /projects/{id}/extend). The project machine's
// extend decides (an active casting, or one closed at its deadline with no winner decision, which
// reopens); the new deadline must be later than the current one and than now (422). Records
// admin.extended_at and schedules the closing at the new deadline.
import type { Handler } from '../../contract/types';
import { checkDeadline } from '../../modules/projects/projectChecks';
import { lifecycleColumns, runProjectAction } from '../../modules/projects/projectLifecycle';
import { unprocessable } from '../../http/errors';
import { scheduleProjectJobs } from '../../modules/invitations/invitationWaves';

export const extendProject: Handler<'extendProject'> = (request) => {
  const { body, services } = request;
  return runProjectAction(request, {
    event: (by) => ({ type: 'project.extend', by }),
    changes: (next, before, now) => {
      const deadline = checkDeadline(body.deadline, now) ?? now;
      if (before.deadline && deadline.getTime() <= before.deadline.getTime())
        throw unprocessable('deadline_not_later', 'The new deadline must be later than the current one.');
      return {
        ...lifecycleColumns(before, next),
        deadline,
        admin: { ...before.admin, extended_at: now.toISOString() },
        updatedAt: now,
      };
    },
    // The closing moves to the new deadline (the old job finds the deadline moved and does nothing);
    // a casting reopened with auto invites on resumes its waves.
    afterSave: (before) => scheduleProjectJobs(services, before),
  });
};
