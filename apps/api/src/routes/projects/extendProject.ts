// extendProject: Extend a project's deadline (POST /projects/{id}/extend). The project machine's
// extend decides (an active casting, or one closed at its deadline with no winner decision, which
// reopens); the new deadline must be later than the current one and than now (422). Records
// admin.extended_at and schedules the closing at the new deadline.
import type { Handler } from '../../contract/types';
import {
  checkDeadline,
  findProject,
  lifecycleColumns,
  machineViewer,
  requireManager,
  runProjectAction,
  unprocessable,
} from '../../domain/projectLifecycle';
import { scheduleProjectJobs } from '../../domain/invitationWaves';

export const extendProject: Handler<'extendProject'> = async ({ viewer, params, body, services }) => {
  const now = services.now();
  const project = await findProject(services.db, params.id);
  requireManager(viewer, project);
  const answer = await runProjectAction(
    services,
    viewer,
    project,
    { type: 'project.extend', by: machineViewer(viewer) },
    (next) => {
      const deadline = checkDeadline(body.deadline, now) ?? now;
      const current = project.row.deadline;
      if (current && deadline.getTime() <= current.getTime())
        throw unprocessable('deadline_not_later', 'The new deadline must be later than the current one.');
      return {
        ...lifecycleColumns(project.row, next),
        deadline,
        admin: { ...project.row.admin, extended_at: now.toISOString() },
        updatedAt: now,
      };
    },
  );
  // The closing moves to the new deadline (the old job finds the deadline moved and does nothing);
  // a casting reopened with auto invites on resumes its waves.
  await scheduleProjectJobs(services, project.row);
  return answer;
};
